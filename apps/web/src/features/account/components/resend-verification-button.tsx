import { accountMessages } from '@causeway/contracts';
import { useLingui } from '@lingui/react/macro';
import { Mail } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useResendVerification } from '../api/resend-verification';

/** 'Resend verification email' for the signed-in user; the server's answer is shown as a toast. */
export function ResendVerificationButton({
  variant = 'outline',
  size = 'sm',
  className,
}: Pick<ButtonProps, 'variant' | 'size' | 'className'>) {
  const { t } = useLingui();
  const resend = useResendVerification({
    onSuccess: (answer) => {
      toast({ title: t`Verification Email`, description: answer.message || accountMessages.verificationSent });
    },
    onError: (error) => {
      const fallback =
        isApiError(error) && error.status === 429 ? accountMessages.tooManyRequests : t`Please try again in a moment.`;
      toast({ variant: 'destructive', title: t`Email Not Sent`, description: errorMessage(error, fallback) });
    },
  });

  return (
    <Button
      variant={variant}
      size={size}
      className={className}
      onClick={() => resend.mutate()}
      disabled={resend.isPending}
      aria-busy={resend.isPending}
    >
      <Mail aria-hidden="true" className={resend.isPending ? 'animate-pulse' : undefined} />
      {resend.isPending ? t`Sending...` : t`Resend verification email`}
    </Button>
  );
}
