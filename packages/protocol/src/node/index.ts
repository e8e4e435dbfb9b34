/** Node-only parts of the protocol: signing and verifying user signatures with the shared secret. */
export { signUserSig, verifyUserSig } from './user-sig';
export type { UserSigClaims, UserSigProblem, UserSigResult } from './user-sig';
