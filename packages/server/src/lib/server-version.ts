/** Server version, sent in the User-Agent of requests to outside services. */
export const SERVER_VERSION = '0.1.0';
