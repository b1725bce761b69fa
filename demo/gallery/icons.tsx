import { Icon, ICON_NAMES, type IconName } from 'storefront-elements/widgets';

const FLAGS = ICON_NAMES.filter((name) => name.startsWith('flag-'));
const LINE_ICONS = ICON_NAMES.filter((name) => !name.startsWith('flag-'));
const OWN_COLOUR_SAMPLES: IconName[] = [
  'info',
  'success',
  'warning',
  'error',
  'facebook',
  'instagram',
  'youtube',
  'pinterest',
  'tiktok',
  'x',
  'linkedin',
  'apple',
  'google-play',
  'coffee',
];

function Swatches({ names, label }: { names: IconName[]; label: string }) {
  return (
    <ul className="gallery-icons" aria-label={label}>
      {names.map((name) => (
        <li key={name} className="gallery-icon" data-icon-name={name}>
          <Icon name={name} size={24} />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  );
}

/** Every icon and flag with its name, the three sizes, 1em scaling and the icons' own colours. */
export function IconSection() {
  return (
    <section aria-labelledby="gallery-icon" className="gallery-section" data-section="icon">
      <h3 id="gallery-icon">Icon</h3>
      <Swatches names={LINE_ICONS} label={`${LINE_ICONS.length} icons`} />
      <h4>Flags</h4>
      <Swatches names={FLAGS} label={`${FLAGS.length} flags`} />
      <h4>Sizes 12, 16 (default), 24 and scale (1em)</h4>
      <div className="gallery-row">
        {([12, 16, 24] as const).map((size) => (
          <span key={size} className="gallery-sample">
            <Icon name="coffee" size={size} /> <Icon name="flag-de" size={size} /> {size} px
          </span>
        ))}
        <span className="gallery-sample gallery-large-text">
          <Icon name="wishlist" scale /> scale at 1.5em
        </span>
      </div>
      <h4>currentColor off: the icons' own colours</h4>
      <div className="gallery-row">
        {OWN_COLOUR_SAMPLES.map((name) => (
          <Icon key={name} name={name} size={24} currentColor={false} label={name} />
        ))}
      </div>
    </section>
  );
}
