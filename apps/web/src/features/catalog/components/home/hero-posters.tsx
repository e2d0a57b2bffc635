import { Poster } from '../../../../components/ui/poster';
import { catalogImageUrl } from '../../../../lib/catalog-images';
import type { SliderTitle } from './title-slider';

const SHOWN = 6;

/**
 * The home hero's right half (posters carry the colour): six posters of the titles below,
 * slightly tilted. Decorative: the sliders name and link the same titles.
 */
export function HeroPosters({ titles }: { titles: readonly SliderTitle[] }) {
  const shown = titles.slice(0, SHOWN);
  if (shown.length < SHOWN) return null;
  return (
    <div aria-hidden="true" className="grid w-full max-w-md rotate-3 grid-cols-3 gap-3 lg:gap-4">
      {shown.map((title, index) => (
        <div key={title.id} className={index % 3 === 1 ? 'translate-y-6' : ''}>
          <Poster title={title.title} src={catalogImageUrl(title.poster_path, 342)} className="shadow-lg" />
        </div>
      ))}
    </div>
  );
}
