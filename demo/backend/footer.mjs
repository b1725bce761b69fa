// The footer's calls: the SHOP_FOOTER promotion, the A/B assignment and placeholder logo images.
// Settings: `promotion` = null (404), an object `{ text, icon?, link? }` (sent as contentJSON text)
// or the string 'bad' (contentJSON that is not valid JSON).

function escapeXml(text) {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function placeholderLogo(name) {
  const width = Math.max(80, name.length * 8 + 16);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="40" viewBox="0 0 ${width} 40">` +
    `<rect x="0.5" y="0.5" width="${width - 1}" height="39" rx="4" fill="#fff" stroke="#767676"/>` +
    `<text x="50%" y="50%" dominant-baseline="middle" text-anchor="middle" font-family="sans-serif" font-size="12" fill="#1a1a1a">${escapeXml(name)}</text></svg>`
  );
}

export const footer = {
  initialState: () => ({ promotion: null }),
  routes: [
    {
      name: 'promotion',
      method: 'GET',
      path: '/service/promotion/api/promotion/SHOP_FOOTER',
      handle: ({ state }) => {
        if (state.promotion == null) return { status: 404, body: { type: 'urn:promotion:not_found', title: 'No promotion' } };
        if (state.promotion === 'bad') return { status: 200, body: { contentJSON: '{"text": "Sale", ' } };
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
      path: /^\/service\/footer\/footer-images\/logos\/(?<name>[A-Za-z0-9_-]+)\.svg$/,
      handle: ({ res, params }) => {
        res.writeHead(200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'no-store' });
        res.end(placeholderLogo(params.name));
      },
    },
  ],
};
