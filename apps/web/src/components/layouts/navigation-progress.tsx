import { useNavigation } from 'react-router';

/** A thin bar under the navbar while the next page's code loads (route modules are lazy). */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div aria-hidden="true" className="fixed inset-x-0 top-0 z-[55] h-0.5 overflow-hidden">
      <div className="h-full w-1/3 animate-[progress_1s_ease-in-out_infinite] bg-accent" />
    </div>
  );
}
