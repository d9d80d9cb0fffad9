import { ProfileSwitcher } from '../../../components/profile-switcher.tsx';
import { asBridgeError } from '../../../lib/bridge-query.ts';
import { nextStepFor } from '../../../lib/error-advice.ts';
import { toast } from '../../../lib/toasts.ts';
import { navigate } from '../../../lib/use-route.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { profilesQuery, switchProfileMutation } from '../../../data/connection.ts';
import { profileOptions } from '../lib/profile-labels.ts';

/** The header's profile switcher (with the SANDBOX badge) over `profiles.list` and `profiles.switch`. */
export function ProfileSwitcherSlot() {
  const profiles = useQuery(profilesQuery());
  const switching = useMutation(switchProfileMutation(useQueryClient()));
  const options = profileOptions(profiles.data);
  return (
    <ProfileSwitcher
      profiles={options}
      activeId={profiles.data?.activeId ?? null}
      disabled={switching.isPending}
      onManage={() => navigate('connect')}
      onSwitch={(id) => {
        const name = options.find((o) => o.id === id)?.name ?? id;
        switching.mutate(id, {
          onSuccess: () => toast.info(`Switched to ${name}`),
          onError: (error) => {
            const failure = asBridgeError(error);
            toast.error(`Could not switch to ${name}`, { message: `${failure.message} ${nextStepFor(failure)}` });
          },
        });
      }}
    />
  );
}
