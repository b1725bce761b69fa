// Customer front-end data (psdata): the newsletter status the demo's switch sets.
export const customer = {
  initialState: () => ({ newsletterStatus: null }),
  routes: [
    {
      name: 'psdata',
      method: 'GET',
      path: '/service/customerfrontenddata/api/v1/psdata',
      handle: ({ state }) => ({
        status: 200,
        body: state.newsletterStatus ? { newsletterStatus: state.newsletterStatus } : {},
      }),
    },
  ],
};
