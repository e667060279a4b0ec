import { barriName } from '@colla/api-client/places';
import { addError, cleanName, emailTaken, rejectNulCharacters } from '../auth/accounts';
import { requireRole } from '../auth/context';
import {
  activeAdminIds,
  decideBrandRequest,
  findBrandRequest,
  hasPendingRequest,
  insertBrandRequest,
  listBrandRequests,
} from '../domain/brand-requests';
import { insertBrand } from '../domain/brands';
import { sendInvitation } from '../domain/invitations';
import { createNotification } from '../domain/notifications';
import { cleanText } from '../domain/text';
import {
  answerLocale,
  conflict,
  fieldError,
  validationFailed,
  type FieldErrors,
} from '../http/errors';
import { ok, type HandlerGroup } from '../http/handler';
import { isLocale, type Locale } from '../i18n/language';
import { translate, type ServerMessage } from '../i18n/messages';
import { fullName } from '../lib/names';
import { isUniqueViolation } from '../lib/sql';
import { toBrandRequest } from '../serializers/brand-requests';

const PENDING: ServerMessage = /*i18n*/ {
  id: 'We already have a request from this email and will answer it soon. There is no need to send another.',
};
const DECIDED: ServerMessage = /*i18n*/ { id: 'This request has already been decided.' };

function received(email: string): ServerMessage {
  return /*i18n*/ {
    id: "Thanks — we'll write to you at {email} within two working days.",
    values: { email },
  };
}

/** "forndelavila.cat" → "https://forndelavila.cat"; null when it is not a web address. */
export function normalizeWebsite(value: string): string | null {
  const text = value.trim();
  const withScheme = /^https?:\/\//i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(withScheme);
    if (!/^https?:$/.test(url.protocol) || !/\.[a-z]{2,}$/i.test(url.hostname)) return null;
    if (/\s/.test(text)) return null;
    return url.toString().replace(/\/$/, '');
  } catch {
    return null;
  }
}

/** "@forn", "instagram.com/forn/" or "forn" → "forn"; null when it is not a handle. */
export function normalizeInstagram(value: string): string | null {
  const handle = value
    .trim()
    .replace(/^(https?:\/\/)?(www\.)?instagram\.com\//i, '')
    .replace(/[/?#].*$/, '')
    .replace(/^@/, '');
  return /^[A-Za-z0-9._]{1,30}$/.test(handle) ? handle : null;
}

/** A phone a person can be called on: digits with spaces, dots, dashes, brackets, a leading +. */
export function isPhone(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return /^\+?[\d\s().-]+$/.test(value) && digits >= 9 && digits <= 15;
}

/** The operations tagged BrandRequests: businesses asking to join, and the admins' answer. */
export const brandRequestsHandlers = {
  async createBrandRequest({ body, app, req, reply }) {
    rejectNulCharacters(body);
    const now = app.now();
    await app.throttle.brandRequest(req.ip, now);
    const locale: Locale = body.locale ?? answerLocale(req, reply);
    const email = body.email.trim();
    const answer = {
      status: 202 as const,
      body: { message: translate(locale, received(email)) },
    };
    // A bot filled the hidden field: the same answer as a person, and nothing kept.
    if (body.fax?.trim()) return answer;

    const errors: FieldErrors = {};
    const businessName = cleanName(errors, 'business_name', body.business_name);
    const firstName = cleanName(errors, 'first_name', body.first_name);
    const lastName = cleanName(errors, 'last_name', body.last_name);
    const town = body.town ? cleanText(body.town, 'line') : '';
    const barri = body.barri ?? null;
    if (barri === null && town === '') {
      addError(
        errors,
        'barri',
        /*i18n*/ { id: 'Choose your barri, or write your town if you are outside Barcelona.' },
      );
    }
    const websiteText = body.website?.trim() ?? '';
    const instagramText = body.instagram_handle?.trim() ?? '';
    const website = websiteText ? normalizeWebsite(websiteText) : null;
    const instagram = instagramText ? normalizeInstagram(instagramText) : null;
    if (websiteText && !website) {
      addError(
        errors,
        'website',
        /*i18n*/ { id: 'Write the address of your website, for example forndelavila.cat.' },
      );
    }
    if (instagramText && !instagram) {
      addError(
        errors,
        'instagram_handle',
        /*i18n*/ { id: 'Write your Instagram account, for example @forndelavila.' },
      );
    }
    if (!websiteText && !instagramText) {
      addError(
        errors,
        'website',
        /*i18n*/ {
          id: 'Give us your website or your Instagram account, so we can see your business.',
        },
      );
    }
    const phone = cleanText(body.phone, 'line');
    if (!isPhone(phone)) {
      addError(
        errors,
        'phone',
        /*i18n*/ { id: 'Write a phone number we can call, for example +34 612 345 678.' },
      );
    }
    const offer = cleanText(body.offer, 'multiline');
    if (offer === '') {
      addError(
        errors,
        'offer',
        /*i18n*/ { id: 'Tell us in a line what you would offer creators.' },
      );
    }
    if (!body.privacy_accepted) {
      addError(
        errors,
        'privacy_accepted',
        /*i18n*/ { id: 'Please accept the privacy policy to send your request.' },
      );
    }
    if (Object.keys(errors).length > 0) throw validationFailed(errors);
    if (await hasPendingRequest(app.db, email)) throw conflict(PENDING);

    try {
      await app.db.transaction(async (tx) => {
        const row = await insertBrandRequest(tx, {
          businessName,
          kind: body.kind,
          barri,
          town: barri === null ? town : null,
          website,
          instagramHandle: instagram,
          firstName,
          lastName,
          email,
          phone,
          offer,
          locale,
          createdAt: now,
        });
        await app.sendMail(tx, {
          to: email,
          subject: translate(locale, /*i18n*/ { id: 'We have your request to join Colla' }),
          body: translate(
            locale,
            /*i18n*/ {
              id: "Hola {name},\n\nThanks for telling us about {business}. We'll read your request and write to you at {email} within two working days.\n\nThe Colla team\n",
              values: { name: firstName, business: businessName, email },
            },
          ),
        });
        for (const adminId of await activeAdminIds(tx)) {
          await createNotification(tx, {
            userId: adminId,
            type: 'brand_request',
            title: /*i18n*/ { id: 'A business asks to join' },
            body: /*i18n*/ {
              id: '{business} would like to join Colla as a brand.',
              values: { business: businessName },
            },
            link: `/app/admin/brand-requests/${row.id}`,
            data: { brand_request_id: row.id },
            createdAt: now,
          });
        }
        await app.logActivity(
          tx,
          null,
          {
            action: 'brand_request.created',
            description: `${businessName} asked to join (${email})`,
            subjectType: 'brand_request',
            subjectId: row.id,
          },
          req.ip,
        );
      });
    } catch (error) {
      // Two requests from one email at the same moment: the unique index decides.
      if (isUniqueViolation(error)) throw conflict(PENDING);
      throw error;
    }
    return answer;
  },

  async listBrandRequests({ query, auth, app }) {
    requireRole(auth, 'admin');
    return ok(await listBrandRequests(app.db, query));
  },

  async getBrandRequest({ params, auth, app }) {
    requireRole(auth, 'admin');
    return ok(toBrandRequest(await findBrandRequest(app.db, params.id)));
  },

  async approveBrandRequest({ params, auth, app, req }) {
    const me = requireRole(auth, 'admin');
    const request = await findBrandRequest(app.db, params.id);
    if (request.status !== 'new') throw conflict(DECIDED);
    if (await emailTaken(app.db, request.email)) {
      throw fieldError(
        'email',
        /*i18n*/ {
          id: 'This email already has a Colla account: create the brand and add it as a manager from Brands.',
        },
      );
    }
    const now = app.now();
    const locale = isLocale(request.locale) ? request.locale : 'en';
    const decided = await app.db.transaction(async (tx) => {
      const brandId = await insertBrand(
        tx,
        {
          name: request.businessName,
          description: request.offer,
          website: request.website,
          instagramHandle: request.instagramHandle,
          city: request.barri ? `${barriName(request.barri) ?? ''}, Barcelona` : request.town,
        },
        [],
        now,
      );
      const row = await decideBrandRequest(tx, request.id, {
        status: 'approved',
        decidedBy: me.user.id,
        brandId,
        now,
      });
      if (!row) throw conflict(DECIDED);
      // The contact has no account yet: the invitation is in the language they wrote in.
      await sendInvitation(app, tx, {
        email: request.email,
        type: 'brand',
        brandId,
        invitedBy: me.user,
        locale,
      });
      await app.logActivity(
        tx,
        me,
        {
          action: 'brand_request.approved',
          description: `${fullName(me.user)} approved ${request.businessName} and invited ${request.email}`,
          subjectType: 'brand_request',
          subjectId: request.id,
        },
        req.ip,
      );
      return row;
    });
    return ok(toBrandRequest(decided));
  },

  async declineBrandRequest({ params, body, auth, app, req }) {
    rejectNulCharacters(body);
    const me = requireRole(auth, 'admin');
    const request = await findBrandRequest(app.db, params.id);
    const reason = cleanText(body.reason, 'multiline');
    if (reason === '') {
      throw fieldError('reason', /*i18n*/ { id: 'Say why, so the business understands.' });
    }
    if (request.status !== 'new') throw conflict(DECIDED);
    const now = app.now();
    const locale = isLocale(request.locale) ? request.locale : 'en';
    const decided = await app.db.transaction(async (tx) => {
      const row = await decideBrandRequest(tx, request.id, {
        status: 'declined',
        decidedBy: me.user.id,
        declineReason: reason,
        now,
      });
      if (!row) throw conflict(DECIDED);
      await app.sendMail(tx, {
        to: request.email,
        subject: translate(locale, /*i18n*/ { id: 'About your request to join Colla' }),
        body: translate(
          locale,
          /*i18n*/ {
            id: "Hola {name},\n\nThank you for wanting to bring {business} to Colla. We can't welcome it for now:\n\n{reason}\n\nThe Colla team\n",
            values: { name: request.firstName, business: request.businessName, reason },
          },
        ),
      });
      await app.logActivity(
        tx,
        me,
        {
          action: 'brand_request.declined',
          description: `${fullName(me.user)} declined ${request.businessName}`,
          subjectType: 'brand_request',
          subjectId: request.id,
        },
        req.ip,
      );
      return row;
    });
    return ok(toBrandRequest(decided));
  },
} satisfies HandlerGroup;
