import { useConnection } from '@colla/api-client';
import { useState } from 'react';
import { ConnectionBanner } from '@colla/ui/patterns/connection-banner';

/**
 * The app's connection banner, fed by the client (`useConnection()`, inside `CollaProvider`):
 * shown while Colla cannot be reached, with "Try now" for a check at once.
 */
export function ConnectionStatus({ className }: { className?: string }) {
  const { unreachable, check } = useConnection();
  const [checking, setChecking] = useState(false);
  const tryNow = () => {
    setChecking(true);
    void check().finally(() => setChecking(false));
  };
  return (
    <ConnectionBanner
      unreachable={unreachable}
      onTryNow={tryNow}
      checking={checking && unreachable}
      className={className}
    />
  );
}
