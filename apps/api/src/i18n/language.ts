import { isLocale, negotiateLocale, type Locale } from '@colla/i18n/locales';
import type { FastifyRequest } from 'fastify';

export type { Locale };
export { isLocale };

/** The language a request's `Accept-Language` prefers among Catalan, Spanish and English. */
export function acceptedLocale(request: FastifyRequest): Locale {
  return negotiateLocale(request.headers['accept-language']);
}

/**
 * The language of the requester: the signed-in account's, else the one `Accept-Language`
 * prefers (else English). `fromHeader` says the answer depends on that header, so it must
 * say `Vary: Accept-Language`.
 */
export function requesterLocale(request: FastifyRequest): { locale: Locale; fromHeader: boolean } {
  const account = request.auth?.user.locale;
  if (account && isLocale(account)) return { locale: account, fromHeader: false };
  return { locale: acceptedLocale(request), fromHeader: true };
}
