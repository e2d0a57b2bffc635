export function App() {
  return <main>Pépites</main>;
}
