/** The headless chat SDK for the Tifo messaging service. */
export {};
