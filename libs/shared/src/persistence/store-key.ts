// Apart from the codec: the entry chunk reads the key before the first render and must not carry the codec.
/** The label of the client store's shape; stored beside the state and in its key. */
export const STORE_VERSION = '5.0.1';
export const STORE_KEY_PREFIX = 'medprep:store@';
export const STORE_KEY = `${STORE_KEY_PREFIX}${STORE_VERSION}`;
