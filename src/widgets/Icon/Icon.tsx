import { useLog } from '../../log/useLog';
import { classNames } from '../../util/classNames';
import { oneOf } from '../../util/guards';
import { FLAGS, type FlagName } from './flags';
import { ICONS, OWN_COLOURS, type IconPaths, type LineIconName } from './icons';
import { type IconName, isIconName } from './names';

export { ICON_NAMES, type IconName, isIconName } from './names';

export const ICON_SIZES = [12, 16, 24] as const;
export type IconSize = (typeof ICON_SIZES)[number];

export interface IconProps {
  /**
   * The icon, an `IconName` (all listed in `ICON_NAMES`): 24 topic icons (`coffee` … `mobile-app`), 22 UI icons (`link-up`,
   * `arrow-right`, `chevron-down`, `close`, `check`, …), 9 social/app icons (`facebook` … `google-play`) and 10 flags
   * (`flag-at` … `flag-tr`). An unknown name logs an error and nothing is rendered.
   */
  name: IconName;
  /** The size in px: `12`, `16` or `24`. Default `16`. */
  size?: IconSize;
  /** Sizes the icon to 1em, so it follows the surrounding font size. Default off. */
  scale?: boolean;
  /**
   * Paints in the text colour; off shows the icon's own colour (brand colours for social icons, state colours for info,
   * success, warning and error, else `--sf-color-primary`). Flags always keep theirs. Default on.
   */
  currentColor?: boolean;
  /** Makes the icon meaningful (role img with this name); without it the icon is decorative. */
  label?: string;
  /** Further class names for the `<svg>`. */
  className?: string;
}

function Lines({ paths: [stroke, fill] }: { paths: IconPaths }) {
  return (
    <>
      {stroke && <path d={stroke} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />}
      {fill && <path d={fill} fill="currentColor" fillRule="evenodd" />}
    </>
  );
}

/** An inline SVG icon of the kit (24 × 24 grid): decorative unless it has a `label`. */
export function Icon({ name, size, scale = false, currentColor = true, label, className }: IconProps) {
  const log = useLog();
  const pixels = oneOf('icon size', ICON_SIZES, size, 16, log);
  if (!isIconName(name)) {
    log.error(`Unknown icon "${String(name)}"; nothing is rendered.`);
    return null;
  }
  const flag = name in FLAGS ? FLAGS[name as FlagName]() : null;
  const ownColour = !flag && !currentColor ? (OWN_COLOURS[name as LineIconName] ?? 'var(--_sf-color-primary)') : undefined;
  const classes = classNames('sf-icon', scale && 'sf-icon--scale', className);
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: decorative by default (aria-hidden); a labelled icon gets role img and aria-label
    <svg
      className={classes}
      viewBox="0 0 24 24"
      width={scale ? '1em' : pixels}
      height={scale ? '1em' : pixels}
      data-icon={name}
      focusable="false"
      style={ownColour ? { color: ownColour } : undefined}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {flag ? (
        <>
          {flag.map(([colour, path], index) => (
            <path key={index} d={path} fill={colour} />
          ))}
          <path d={flag[0][1]} fill="none" stroke="#000" strokeOpacity=".25" strokeWidth=".5" />
        </>
      ) : (
        <Lines paths={ICONS[name as LineIconName]} />
      )}
    </svg>
  );
}
