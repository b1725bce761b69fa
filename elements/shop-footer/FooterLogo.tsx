import { useState } from 'react';
import { useLog } from '../../src/log/useLog';

interface FooterLogoProps {
  /** From logoUrl(): only known sources get this far. */
  src: string;
  /** The accessible name: the image's alt text, or the badge's text when the image fails. */
  label: string;
  width: number;
  height: number;
}

/**
 * A payment, delivery or quality logo. One that fails to load is logged and shows its name in a
 * text badge in the logo's place instead of a broken image.
 */
export function FooterLogo({ src, label, width, height }: FooterLogoProps) {
  const log = useLog();
  // Remembered per address, so a new asset-origin tries again.
  const [failedFor, setFailedFor] = useState<string | null>(null);
  if (failedFor === src) return <span className="ft-logo-badge">{label}</span>;
  return (
    // biome-ignore lint/a11y/noNoninteractiveElementInteractions: onError is a load event, not an interaction
    <img
      src={src}
      alt={label}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      onError={() => {
        log.error(`logo failed to load: ${src}`);
        setFailedFor(src);
      }}
    />
  );
}
