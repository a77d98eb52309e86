// The signed-in user's data, loaded once by the SPA.
import type { UserDataResponse } from '../api-types.ts';
import { responds } from './route-contract.ts';

export const userDataContracts = {
  userData: { response: responds<UserDataResponse>() },
};
