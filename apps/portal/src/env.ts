/** Mock mode: the MSW worker answers every API call with the examples of openapi.yaml. */
export const API_MOCKING = import.meta.env.VITE_API_MOCKING === 'true';
/** The web-push application server (VAPID) public key; without it push is not offered. */
export const PUSH_PUBLIC_KEY: string | undefined =
  import.meta.env.VITE_PUSH_PUBLIC_KEY || undefined;
