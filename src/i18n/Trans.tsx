import { cloneElement, type ReactElement, type ReactNode } from 'react';
import type { TFunction } from 'i18next';

interface TransProps {
  t: TFunction<string>;
  i18nKey: string;
  values?: Record<string, unknown>;
  /** One element per tag in the text: `<privacy>Datenschutz</privacy>` renders components.privacy with that text. */
  components: Record<string, ReactElement>;
}

/**
 * A translated text with named tags turned into elements, for the flat `<tag>text</tag>` markup our
 * texts use. It does what react-i18next's Trans does with them, without its HTML parser; a tag with
 * no component is shown as its plain text.
 */
export function Trans({ t, i18nKey, values, components }: TransProps) {
  // split() with the two groups gives: text, tag, tagged text, text, tag, tagged text, ..., text.
  const parts = t(i18nKey, values).split(/<(\w+)>(.*?)<\/\1>/s);
  const nodes: ReactNode[] = [];
  for (let index = 0; index < parts.length; index += 3) {
    nodes.push(parts[index]);
    if (index + 2 < parts.length) {
      const component = components[parts[index + 1]];
      nodes.push(component ? cloneElement(component, { key: index }, parts[index + 2]) : parts[index + 2]);
    }
  }
  return <>{nodes}</>;
}
