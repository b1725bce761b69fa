import { FLAGS, type FlagName } from './flags';
import { ICONS, type LineIconName } from './icons';

// The icons' names apart from the component (no React): the elements' types name them too, and the
// package's element types import them from here rather than declaring them a second time.

export type IconName = LineIconName | FlagName;

export const ICON_NAMES = [...Object.keys(ICONS), ...Object.keys(FLAGS)] as IconName[];

export function isIconName(value: unknown): value is IconName {
  return typeof value === 'string' && (Object.hasOwn(ICONS, value) || Object.hasOwn(FLAGS, value));
}
