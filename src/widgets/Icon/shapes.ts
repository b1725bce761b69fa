/** Path helpers for the icon data: they keep the data short and the geometry readable. */

const n = (value: number) => String(Math.round(value * 100) / 100);

export function circle(cx: number, cy: number, r: number): string {
  return `M${n(cx - r)} ${n(cy)}a${r} ${r} 0 1 0 ${n(2 * r)} 0a${r} ${r} 0 1 0 ${n(-2 * r)} 0z`;
}

export function rect(x: number, y: number, width: number, height: number, radius = 0): string {
  if (!radius) return `M${n(x)} ${n(y)}h${n(width)}v${n(height)}h${n(-width)}z`;
  const r = radius;
  const a = (dx: number, dy: number) => `a${r} ${r} 0 0 1 ${dx} ${dy}`;
  return `M${n(x + r)} ${n(y)}h${n(width - 2 * r)}${a(r, r)}v${n(height - 2 * r)}${a(-r, r)}h${n(2 * r - width)}${a(-r, -r)}v${n(2 * r - height)}${a(r, -r)}z`;
}

/** A five-pointed star; `rotation` in degrees, 0 = a point straight up. */
export function star(cx: number, cy: number, r: number, rotation = 0): string {
  const points = Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 ? r * 0.382 : r;
    const angle = ((rotation + i * 36 - 90) * Math.PI) / 180;
    return `${n(cx + radius * Math.cos(angle))} ${n(cy + radius * Math.sin(angle))}`;
  });
  return `M${points.join('L')}z`;
}
