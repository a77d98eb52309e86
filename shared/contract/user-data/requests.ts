// The signed-in user's data, loaded once by the SPA.

export const userDataContracts = {
  userData: {},
};
