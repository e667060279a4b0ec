import { Button } from '@colla/ui/components/button';
import { useLingui } from '@lingui/react/macro';
import { SignInStep, type SignInStepProps } from './sign-in-step';

export interface SignInOption {
  label: string;
  onSelect: () => void;
}

export interface SignInOptionsProps extends SignInStepProps {
  /** The first, highlighted choice. */
  primary: SignInOption;
  /** The second, outlined choice. */
  secondary: SignInOption;
}

/**
 * The first step of the sign-in screens (the "options" mode): sign in or register. Its heading
 * is left out when the page's headline already says it.
 */
export function SignInOptions({ primary, secondary, ...step }: SignInOptionsProps) {
  const { t } = useLingui();
  return (
    <SignInStep slot="sign-in-options" label={t`Get started`} {...step}>
      <div className="grid gap-3">
        <Button size="lg" className="w-full" onClick={primary.onSelect}>
          {primary.label}
        </Button>
        <Button size="lg" variant="outline" className="w-full" onClick={secondary.onSelect}>
          {secondary.label}
        </Button>
      </div>
    </SignInStep>
  );
}
