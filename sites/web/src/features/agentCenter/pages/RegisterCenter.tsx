import { isPlatformError } from '@lobby/api';
import {
  useAffiliateExpiryOptions,
  useAffiliateUrls,
  useCreateAffiliateUrl,
  useDeleteAffiliateUrl,
  usePromotionChannels,
  useRegisterDownline,
  useRegisteredAffiliates,
  useRegisterSettings,
} from '@lobby/api/hooks';
import { useMessageArea, useTranslation } from '@lobby/i18n';
import {
  type AffiliateActionResult,
  type AgentCentrePage,
  type DownlineKind,
  type DownlineRegisterResult,
  RegisterCenter as RegisterCenterView,
} from '@lobby/ui';
import { affiliateLinkRowsOf, errorTextOf, optional, statusOf, statusOfAll } from '@lobby/view-models';
import { useAmountLocale } from '../../memberCenter/useRecordFilters';
import type { CentrePageProps } from '../../panels/centrePage';

/** The platform's account types for a new downline or a link's registrations. */
const accountTypeOf: Record<DownlineKind, number> = { member: 0, agent: 2 };

function copyText(text: string): Promise<void> {
  return navigator.clipboard.writeText(text);
}

/**
 * Register account: a downline registered by the agent (member or agent, by
 * the merchant's registration rules), and the agent's affiliate links.
 */
export default function RegisterCenter({ title }: CentrePageProps<AgentCentrePage>) {
  useMessageArea('agentCentre');
  // The registration rules' messages, shared with the player's register form (loaded with the centre).
  useMessageArea('accounts');
  const { t } = useTranslation();
  const locale = useAmountLocale();
  const settings = useRegisterSettings();
  const { trigger: registerDownline } = useRegisterDownline();
  const links = useAffiliateUrls();
  const registered = useRegisteredAffiliates({});
  const expiryOptions = useAffiliateExpiryOptions();
  const channels = usePromotionChannels();
  const { trigger: createLink } = useCreateAffiliateUrl();
  const { trigger: deleteLink } = useDeleteAffiliateUrl();

  const attempt = (write: () => Promise<unknown>): Promise<AffiliateActionResult> =>
    write().then(
      () => ({ ok: true }),
      (error: unknown) => ({ ok: false, error: errorTextOf(error, t) }),
    );

  return (
    <RegisterCenterView
      title={title}
      copyText={copyText}
      register={{
        status: statusOf(settings),
        rules: settings.data ?? {},
        onRetry: () => void settings.mutate(),
        retrying: settings.isValidating,
        onRegister: (registration) =>
          registerDownline({
            username: registration.username,
            password: registration.password,
            type: accountTypeOf[registration.kind],
          }).then(
            (): DownlineRegisterResult => ({ ok: true, account: registration.username }),
            (error: unknown): DownlineRegisterResult => {
              const text = errorTextOf(error, t);
              // A taken name shows on the username; any other refusal above the form.
              return isPlatformError(error) && error.errorCode === 'username.exists'
                ? { ok: false, error: null, fieldErrors: { username: text } }
                : { ok: false, error: text };
            },
          ),
      }}
      affiliates={{
        // The registrations only add counts: the links show without them.
        status: statusOfAll([links, optional(registered)]),
        links: affiliateLinkRowsOf(links.data, registered.data, t, locale),
        onRetry: () => {
          void links.mutate();
          void registered.mutate();
        },
        retrying: links.isValidating,
        // A merchant without channels still offers links: the channels are optional.
        optionsStatus: statusOfAll([expiryOptions, optional(channels)]),
        onRetryOptions: () => {
          void expiryOptions.mutate();
          void channels.mutate();
        },
        expiryDays: (expiryOptions.data ?? []).map((option) => option.days),
        channels: (channels.data ?? []).map((channel) => ({ id: channel.channelId, name: channel.name })),
        onCreate: (request) =>
          attempt(() =>
            createLink({
              type: accountTypeOf[request.kind],
              expiryDays: request.expiryDays,
              ...(request.channelId ? { channelId: request.channelId } : {}),
            }),
          ),
        onDelete: (link) => attempt(() => deleteLink({ id: link.id })),
      }}
    />
  );
}
