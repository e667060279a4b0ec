/** Mock mode: the MSW worker answers every API call with the examples of openapi.yaml. */
export const API_MOCKING = import.meta.env.VITE_API_MOCKING === 'true';
