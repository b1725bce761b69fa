// The footer's calls: the SHOP_FOOTER promotion, the A/B assignment and placeholder logo images.
// Settings: `promotion` = null (no promotion), an object `{ text, icon?, link? }` (sent as contentJSON
// text) or the string 'bad' (contentJSON that is not valid JSON); `noPromotionAnswer` = 404 (the
// specification's) or 204 (no body: the quieter answer) for no promotion.

function escapeXml(text) {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The name's words in at most two lines of about 8 capitals. */
function logoLines(name) {
  const lines = [];
  for (const word of name.toUpperCase().split(/[-_]+/)) {
    const last = lines.length - 1;
    if (last >= 0 && `${lines[last]} ${word}`.length <= 8) lines[last] = `${lines[last]} ${word}`;
    else lines.push(word);
  }
  return lines.length > 2 ? [lines[0], lines.slice(1).join(' ')] : lines;
}

/**
 * Every placeholder logo has one size (160 x 100, the shape of the 64 x 40 payment slots) and one
 * style; a line too long for the badge is squeezed to its width.
 */
function placeholderLogo(name) {
  const lines = logoLines(name);
  const top = 52 - (lines.length - 1) * 14;
  const text = lines
    .map((line, index) => {
      const squeeze = line.length > 9 ? ' textLength="140" lengthAdjust="spacingAndGlyphs"' : '';
      return `<tspan x="80" y="${top + index * 28}"${squeeze}>${escapeXml(line)}</tspan>`;
    })
    .join('');
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="100" viewBox="0 0 160 100">' +
    '<rect x="2" y="2" width="156" height="96" rx="10" fill="#fff" stroke="#767676" stroke-width="4"/>' +
    `<text dominant-baseline="middle" text-anchor="middle" font-family="sans-serif" font-size="24" font-weight="700" fill="#1a1a1a">${text}</text></svg>`
  );
}

export const topic = {
  initialState: () => ({ promotion: null, noPromotionAnswer: 404 }),
  routes: [
    {
      name: 'promotion',
      method: 'GET',
      path: '/service/promotion/api/promotion/SHOP_FOOTER',
      handle: ({ state }) => {
        if (state.promotion == null)
          return Number(state.noPromotionAnswer) === 204
            ? { status: 204 }
            : { status: 404, body: { type: 'urn:promotion:not_found', title: 'No promotion' } };
        if (state.promotion === 'bad')
          return { status: 200, body: { contentJSON: '{"text": "Sale", ' }, offContract: 'contentJSON is not JSON' };
        return { status: 200, body: { contentJSON: JSON.stringify(state.promotion) } };
      },
    },
    {
      name: 'getassignment',
      method: 'GET',
      path: '/service/abtestfrontend/api/v1/getassignment',
      handle: () => ({ status: 200, body: { assignments: [] } }),
    },
    {
      name: 'footerLogo',
      method: 'GET',
      asset: true,
      path: /^\/service\/footer\/footer-images\/logos\/(?<name>[A-Za-z0-9_-]+)\.svg$/,
      handle: ({ res, params }) => {
        res.writeHead(200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'no-store' });
        res.end(placeholderLogo(params.name));
      },
    },
  ],
};
