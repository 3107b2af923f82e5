/** The service name every keychain entry of ctx is filed under. */
export const SERVICE = "ctx";
