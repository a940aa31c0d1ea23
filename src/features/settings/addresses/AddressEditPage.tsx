import { useSelector } from '@xstate/react';
import { useEffect, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { STREET_NUMBER_OPTIONAL } from '@schemas/address';
import { useBrand } from '@/platform/brand/BrandContext';
import { Link } from '@/platform/navigation/Link';
import { useNavigateKeepingQuery } from '@/platform/navigation/useNavigateKeepingQuery';
import { href } from '@/platform/routing/href';
import type { RouteName } from '@/platform/routing/routes';
import { usePageTitle } from '@/platform/title/usePageTitle';
import { useFlowActor } from '@/platform/flows/useFlowActor';
import { AddressFields } from '@/features/shared/address/AddressFields';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { ButtonRow } from '@/ui/ButtonRow';
import { buttonClass } from '@/ui/buttonClass';
import { Loader } from '@/ui/Loader';
import { PageTitle } from '@/ui/PageTitle';
import { countryOptions } from './countries';
import { RetryAlert } from '@/ui/RetryAlert';
import { useAddressEditMachine } from './wiring/addressEdit';
import styles from './Addresses.module.scss';

type BackRoute = Extract<RouteName, 'allAddresses' | 'settingsB2b'>;

/**
 * addAddress / changeAddress and their b2b variants (S0 §2; DECISIONS 6): the one address form with
 * a country choice (the brand's country first, see countries.ts). A change loads the address first;
 * one the customer does not have says so. Errors show on submit and, after it, on leaving a field; a
 * failed save keeps what was typed. Saved, the page goes back: to the address book, or for a
 * business customer to the b2b settings (where its addresses are shown).
 */
function AddressEditPage({ back }: { back: BackRoute }) {
  const { t, i18n } = useTranslation();
  const { addressId } = useParams();
  const { brand } = useBrand();
  const navigate = useNavigateKeepingQuery();
  const actor = useFlowActor(useAddressEditMachine(), { input: { addressId, countryCode: brand.country } });
  useEffect(() => {
    const subscription = actor.on('addressEdit.saved', () => navigate(href(back)));
    return () => subscription.unsubscribe();
  }, [actor, back, navigate]);
  const snapshot = useSelector(actor, (state) => state);
  const { context } = snapshot;
  const busy = snapshot.hasTag('busy');
  const title = usePageTitle();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'addressEdit.submit' });
  };

  let body;
  if (snapshot.hasTag('loading')) body = <Loader label={t('addresses.form.loading')} />;
  else if (snapshot.matches('NotFound'))
    body = (
      <Alert tone="warning" role="alert">
        <p>{t('addresses.form.notFound')}</p>
        <Link to={href(back)} className={buttonClass('secondary')}>
          {t(`addresses.form.back.${back}`)}
        </Link>
      </Alert>
    );
  else if (snapshot.matches('LoadFailed'))
    body = (
      <RetryAlert retryLabel={t('addresses.tryAgain')} onRetry={() => actor.send({ type: 'addressEdit.retry' })}>
        <p>{t('addresses.form.loadError')}</p>
      </RetryAlert>
    );
  else
    body = (
      <form className={styles.form} onSubmit={submit} noValidate aria-label={title}>
        {snapshot.hasTag('error') && context.failure ? (
          <Alert tone="error" role="alert">
            <p>{t(`addresses.form.failure.${context.failure}`)}</p>
          </Alert>
        ) : null}
        <AddressFields
          form={context.form}
          errors={context.errors}
          readOnly={busy}
          streetNumberOptional={STREET_NUMBER_OPTIONAL.has(context.countryCode)}
          onEdit={(field, value) => actor.send({ type: 'addressEdit.edit', field, value })}
          onBlur={(field) => actor.send({ type: 'addressEdit.blur', field })}
          country={{
            value: context.countryCode,
            options: countryOptions(brand.country, i18n.language, context.countryCode),
            onChange: (countryCode) => actor.send({ type: 'addressEdit.country', countryCode }),
          }}
        />
        <ButtonRow>
          <Button type="submit" disabled={busy} aria-busy={busy}>
            {busy ? t('addresses.form.saving') : t('addresses.form.save')}
          </Button>
          <Link to={href(back)} className={buttonClass('secondary')}>
            {t('addresses.form.cancel')}
          </Link>
        </ButtonRow>
      </form>
    );

  return (
    <>
      <PageTitle>{title}</PageTitle>
      {body}
    </>
  );
}

export const AddAddressPage = () => <AddressEditPage back="allAddresses" />;
export const ChangeAddressPage = () => <AddressEditPage back="allAddresses" />;
export const AddAddressB2bPage = () => <AddressEditPage back="settingsB2b" />;
export const ChangeAddressB2bPage = () => <AddressEditPage back="settingsB2b" />;
