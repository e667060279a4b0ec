import { msg, t } from '@lingui/core/macro';
import { formatMadridDate } from '@colla/ui/lib/format';
import { formatMonthName } from '../calendar-dates';

export const CALENDAR_TITLE = msg`Calendar`;
export const CALENDAR_DESCRIPTION = msg`Your task due dates, posting deadlines and collaboration dates, day by day.`;
export const CALENDAR_LOAD_ERROR_HEADING = msg`We couldn’t load your calendar`;
export const CALENDAR_FORBIDDEN_MESSAGE = msg`The calendar is for creators and brands with deals. Sign in with your creator account to see yours.`;
export const CALENDAR_EMPTY_DESCRIPTION = msg`When a brand accepts your application, your task due dates, posting deadlines and collaboration dates show up here.`;
export const FEED_TITLE = msg`Add to your phone’s calendar`;
export const FEED_DESCRIPTION = msg`Subscribe once and your Colla dates appear in Apple Calendar, Google Calendar or Outlook, and stay up to date.`;
export const FEED_PRIVATE_NOTE = msg`Anyone with this link can see your Colla dates, so keep it to yourself.`;
export const FEED_ERROR_MESSAGE = msg`We couldn’t get your calendar link. Your calendar here still works.`;
export const COPY_FAILED_MESSAGE = msg`We couldn’t copy the link. Select it and copy it yourself.`;
/** Beside a link just created: it will not be shown again. */
export const FEED_SHOWN_ONCE_NOTE = msg`Copy it now: for your privacy, we show this link only once. If you lose it, you can get a new one here later.`;
/**
 * "Your calendar feed has been active since June 5, 2026.", in the active language (call it
 * while rendering).
 */
export const feedActiveMessage = (createdAt: string) => {
  const date = formatMadridDate(createdAt);
  return t`Your calendar feed has been active since ${date}.`;
};
export const FEED_ADDRESS_HIDDEN_MESSAGE = msg`For your privacy, its address is shown only once, when it’s created. To add Colla to another calendar app, get a new address.`;
export const FEED_RENEW_LABEL = msg`Get a new address`;
export const FEED_RENEW_TITLE = msg`Get a new calendar address?`;
export const FEED_RENEW_MESSAGE = msg`Calendar apps using the old address will stop updating until you add the new one.`;
export const FEED_RENEWED_MESSAGE = msg`Here is your new calendar link. Add it to your calendar apps again.`;

/**
 * "Nothing scheduled in November", in the active language `locale` (call it while rendering).
 */
export const emptyMonthTitle = (month: string, locale: string) => {
  const monthName = formatMonthName(month, locale);
  return t`Nothing scheduled in ${monthName}`;
};
