import { useLingui } from '@lingui/react/macro';
import { BrandJoinForm, type BrandJoinValues } from '../../brand-join';
import { SitePage } from '../sections/site-page';
import type { SitePageProps } from '../sections/site-link';

export type BrandJoinPageProps = SitePageProps & {
  /** The privacy policy page, in the page's language. */
  privacyHref?: string;
  /** What the form starts with (stories). */
  initialValues?: BrandJoinValues;
};

/**
 * "Bring your business to Colla" (/brands/join): a business asks to join as a brand. The form
 * reads the API, so the app wraps the page in its `CollaProvider`.
 */
export function BrandJoinPage({
  privacyHref = '/privacy-policy',
  initialValues,
  className,
}: BrandJoinPageProps) {
  const { t } = useLingui();
  return (
    <SitePage
      slot="brand-join-page"
      className={className}
      intro={{
        eyebrow: t`For brands`,
        title: t`Bring your business to Colla`,
        description: t`Tell us who you are and what you could offer Barcelona’s creators. We read every request and answer within two working days.`,
      }}
    >
      <div className="mx-auto max-w-3xl px-6 pt-8 pb-16 md:px-8">
        <div className="rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-8">
          <BrandJoinForm privacyHref={privacyHref} initialValues={initialValues} />
        </div>
      </div>
    </SitePage>
  );
}
