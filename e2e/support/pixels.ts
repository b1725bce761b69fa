import type { Locator, Page } from 'playwright-core';

/** How the focus indicator of one control changes its pixels. */
export interface FocusChange {
  /** Pixels whose colour changed with at least 3:1 contrast between unfocused and focused. */
  strongPixels: number;
  /** Pixels that changed at all. */
  changedPixels: number;
  /** The control's perimeter in CSS pixels, rounded corners counted as arcs (screenshots at device scale 1). */
  perimeter: number;
  /** The highest contrast between a pixel's unfocused and focused colour. */
  maxRatio: number;
}

/** Focuses the control the way a keyboard user would see it and compares screenshots around it. */
export async function focusChange(page: Page, control: Locator, margin = 10): Promise<FocusChange> {
  await control.scrollIntoViewIfNeeded();
  await blurDeep(page);
  const box = await control.boundingBox();
  if (!box) throw new Error('the control has no box');
  const viewport = page.viewportSize() ?? { width: 1280, height: 900 };
  const x = Math.max(0, Math.floor(box.x - margin));
  const y = Math.max(0, Math.floor(box.y - margin));
  const clip = {
    x,
    y,
    width: Math.min(viewport.width, Math.ceil(box.x + box.width + margin)) - x,
    height: Math.min(viewport.height, Math.ceil(box.y + box.height + margin)) - y,
  };
  const before = await page.screenshot({ clip, animations: 'disabled', caret: 'hide' });
  await control.focus();
  const after = await page.screenshot({ clip, animations: 'disabled', caret: 'hide' });
  await blurDeep(page);
  const compared = await comparePixels(page, before, after);
  const radius = await control.evaluate((element, width) => {
    const value = getComputedStyle(element).borderTopLeftRadius;
    return value.endsWith('%') ? (Number.parseFloat(value) / 100) * width : Number.parseFloat(value) || 0;
  }, box.width);
  const corner = Math.min(radius, box.width / 2, box.height / 2);
  return { ...compared, perimeter: Math.round(2 * (box.width + box.height) - (8 - 2 * Math.PI) * corner) };
}

/** Blurs whatever has focus, also inside shadow roots. */
export async function blurDeep(page: Page): Promise<void> {
  await page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    if (active instanceof HTMLElement) active.blur();
  });
}

/** Decodes both PNG screenshots in the page and compares them pixel by pixel. */
async function comparePixels(page: Page, before: Buffer, after: Buffer) {
  return page.evaluate(
    async ([a, b]) => {
      const decode = async (base64: string) => {
        const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${base64}`)).blob());
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext('2d');
        if (!context) throw new Error('no 2d context');
        context.drawImage(bitmap, 0, 0);
        return context.getImageData(0, 0, bitmap.width, bitmap.height).data;
      };
      const [one, two] = [await decode(a), await decode(b)];
      const channel = (value: number) => {
        const c = value / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      const luminance = (d: Uint8ClampedArray, i: number) =>
        0.2126 * channel(d[i]) + 0.7152 * channel(d[i + 1]) + 0.0722 * channel(d[i + 2]);
      let strongPixels = 0;
      let changedPixels = 0;
      let maxRatio = 1;
      for (let i = 0; i < one.length; i += 4) {
        if (one[i] === two[i] && one[i + 1] === two[i + 1] && one[i + 2] === two[i + 2]) continue;
        changedPixels += 1;
        const [l1, l2] = [luminance(one, i), luminance(two, i)];
        const ratio = (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05);
        maxRatio = Math.max(maxRatio, ratio);
        if (ratio >= 3) strongPixels += 1;
      }
      return { strongPixels, changedPixels, maxRatio: Math.round(maxRatio * 100) / 100 };
    },
    [before.toString('base64'), after.toString('base64')] as const,
  );
}

/**
 * The strongest contrast across a horizontal line of pixels through the middle of a box's start
 * edge, from `reach` pixels outside to `reach` inside: how visible the edge is.
 */
export async function edgeContrast(page: Page, box: { x: number; y: number; height: number }, reach = 6): Promise<number> {
  const clip = { x: Math.max(0, Math.round(box.x) - reach), y: Math.round(box.y + box.height / 2), width: 2 * reach, height: 1 };
  const line = await page.screenshot({ clip, animations: 'disabled' });
  return page.evaluate(async (base64) => {
    const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${base64}`)).blob());
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.drawImage(bitmap, 0, 0);
    const data = context.getImageData(0, 0, bitmap.width, 1).data;
    const channel = (value: number) => {
      const c = value / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    const luminances: number[] = [];
    for (let i = 0; i < data.length; i += 4) {
      luminances.push(0.2126 * channel(data[i]) + 0.7152 * channel(data[i + 1]) + 0.0722 * channel(data[i + 2]));
    }
    const [low, high] = [Math.min(...luminances), Math.max(...luminances)];
    return Math.round(((high + 0.05) / (low + 0.05)) * 100) / 100;
  }, line.toString('base64'));
}

/** The colour a person sees at a point of the viewport, as [red, green, blue], from a screenshot. */
export async function colourAt(page: Page, x: number, y: number): Promise<[number, number, number]> {
  const shot = await page.screenshot({ clip: { x, y, width: 1, height: 1 } });
  return page.evaluate(async (base64) => {
    const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${base64}`)).blob());
    const context = new OffscreenCanvas(1, 1).getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.drawImage(bitmap, 0, 0);
    const [red, green, blue] = context.getImageData(0, 0, 1, 1).data;
    return [red, green, blue] as [number, number, number];
  }, shot.toString('base64'));
}
