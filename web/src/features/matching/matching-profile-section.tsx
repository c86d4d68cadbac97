/**
 * The profile's matching section (job seekers): what Jobs for you ranks on, all of it shown and editable. Skills,
 * wanted job titles, places, work arrangements, job types and the lowest pay; the skills read from their CV
 * (cv-proposal.tsx) and the skills and titles of jobs they saved or applied to, offered to add; how many jobs they
 * marked "Not interested", with a way to show them again; and whether new matches are emailed (off, instantly,
 * weekly). The lowest pay is typed as people write it (MoneyInput, read by the shared money reader, as the API
 * reads it). Saving sends the whole profile.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { CONTRACT_TYPES, JOB_TYPE_LABELS, WORK_ARRANGEMENT_LABELS, WORK_ARRANGEMENTS } from '@shared/constants.js';
import type { MatchingProfile, MatchingProfileView } from '@shared/matching-types.js';
import { CURRENCIES, type Currency, DEFAULT_CURRENCY } from '@shared/pay/exchange-rates.js';
import { formatAmount } from '@shared/pay/format-money.js';
import { PAY_PERIOD_LABELS, PAY_PERIODS, type PayPeriod } from '@shared/pay/pay-period.js';
import { readMoney } from '@shared/pay/read-money.js';
import type { MatchingProfileInput } from '@shared/schemas/matching.js';
import {
  MATCH_EMAIL_CHOICES,
  MATCHING_LIMITS,
  type MatchEmailChoice,
  matchingLabels,
} from '@shared/texts/matching-texts.js';
import { type ReactNode, useId } from 'react';
import { BusyButton } from '@/components/common/busy-button.js';
import { LoadError } from '@/components/common/load-error.js';
import { MoneyInput } from '@/components/common/money-input.js';
import { NativeSelectField } from '@/components/common/native-select-field.js';
import { TagsField } from '@/components/common/tags-field.js';
import { useToast } from '@/components/toast/toast-context.js';
import { useForm } from '@/lib/use-form.js';
import { CvProposal } from './cv-proposal.js';
import { useMatchingProfile } from './use-matching-profile.js';

interface Draft extends Omit<MatchingProfile, 'minPay'> {
  payAmount: string;
  currency: Currency;
  period: PayPeriod;
  emailMatches: MatchEmailChoice;
}

const draftOf = ({ profile, emailMatches }: Pick<MatchingProfileView, 'profile' | 'emailMatches'>): Draft => ({
  ...profile,
  payAmount: profile.minPay ? formatAmount(profile.minPay.amount) : '',
  currency: profile.minPay?.currency ?? DEFAULT_CURRENCY,
  period: profile.minPay?.period ?? 'year',
  emailMatches,
});

/**
 * The amount as the shared reader reads it (the currency and period the text names win); text that is no amount
 * is sent without one, and the API answers its message about the lowest pay.
 */
function inputOf({ payAmount, currency, period, ...rest }: Draft): MatchingProfileInput {
  if (!payAmount.trim()) return { ...rest, minPay: null };
  const reading = readMoney(payAmount);
  const minPay = {
    amount: reading?.min as number,
    currency: reading?.currency ?? currency,
    period: reading?.period ?? period,
  };
  return { ...rest, minPay };
}

function Choices<T extends string>(props: {
  legend: string;
  options: readonly T[];
  labels: Record<T, string>;
  value: T[];
  onChange: (value: T[]) => void;
}) {
  const id = useId();
  return (
    <Box component="fieldset" aria-labelledby={id} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography id={id} component="legend" variant="subtitle2">
        {props.legend}
      </Typography>
      <FormGroup row>
        {props.options.map((option) => (
          <FormControlLabel
            key={option}
            label={props.labels[option]}
            control={
              <Checkbox
                checked={props.value.includes(option)}
                onChange={(event) =>
                  props.onChange(
                    event.target.checked ? [...props.value, option] : props.value.filter((one) => one !== option),
                  )
                }
              />
            }
          />
        ))}
      </FormGroup>
    </Box>
  );
}

function Suggestions({ title, values, onAdd }: { title: string; values: string[]; onAdd: (value: string) => void }) {
  if (values.length === 0) return null;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1 }}>
      <Typography variant="body2" color="textSecondary">
        {title}
      </Typography>
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}>
        {values.map((value) => (
          // A long skill stops at the row's width with an ellipsis; the whole word stays in its title.
          <Box component="li" key={value} sx={{ maxWidth: '100%', minWidth: 0 }}>
            <Chip
              variant="outlined"
              label={`+ ${value}`}
              title={value}
              aria-label={matchingLabels.addSuggestion(value)}
              onClick={() => onAdd(value)}
              sx={{ maxWidth: '100%' }}
            />
          </Box>
        ))}
      </Box>
    </Box>
  );
}

function Frame({ children }: { children: ReactNode }) {
  const id = useId();
  return (
    <Paper component="section" aria-labelledby={id} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      {/* As the profile's other cards title themselves (Personal Information, Account Actions). */}
      <Typography id={id} variant="h2" sx={{ fontSize: '1.375rem' }}>
        {matchingLabels.sectionTitle}
      </Typography>
      <Typography color="textSecondary" sx={{ mt: 0.5, mb: 2.5 }}>
        {matchingLabels.sectionIntro}
      </Typography>
      {children}
    </Paper>
  );
}

function Editor({ view, save }: { view: MatchingProfileView; save: ReturnType<typeof useMatchingProfile>['save'] }) {
  const toast = useToast();
  const form = useForm(draftOf(view));
  const { values: draft, set, busy } = form;
  const add = (key: 'skills' | 'titles', value: string) => {
    if (!draft[key].some((one) => one.toLowerCase() === value.toLowerCase())) set(key, [...draft[key], value]);
  };

  const send = (changes: Partial<MatchingProfileInput>, saved = matchingLabels.saved) =>
    form.submit(async () => {
      const answer = await save({ ...inputOf(draft), ...changes });
      if (answer) form.change(draftOf(answer));
      toast.show({ title: saved, variant: 'success' });
    }, matchingLabels.saveFailed);

  return (
    <Box
      component="form"
      ref={form.formRef}
      noValidate
      onSubmit={form.onSubmit(() => send({}))}
      sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2.5 }}
    >
      {view.cvReading && (
        <CvProposal
          reading={view.cvReading}
          have={draft.skills}
          busy={busy}
          onKeep={(skills) =>
            void send({ skills: [...draft.skills, ...skills].slice(0, MATCHING_LIMITS.skills), cvReviewed: true })
          }
          onDismiss={() => void send({ cvReviewed: true })}
        />
      )}
      <TagsField
        name="skills"
        label={matchingLabels.skills}
        help={matchingLabels.tagsHelp}
        value={draft.skills}
        onChange={(value) => set('skills', value)}
        max={MATCHING_LIMITS.skills}
      />
      <Suggestions
        title={matchingLabels.suggestedTitle}
        values={view.suggestions.skills.filter((skill) => !draft.skills.includes(skill))}
        onAdd={(value) => add('skills', value)}
      />
      <TagsField
        name="titles"
        label={matchingLabels.titles}
        help={matchingLabels.tagsHelp}
        value={draft.titles}
        onChange={(value) => set('titles', value)}
        max={MATCHING_LIMITS.titles}
      />
      <Suggestions
        title={matchingLabels.suggestedTitle}
        values={view.suggestions.titles.filter((title) => !draft.titles.includes(title))}
        onAdd={(value) => add('titles', value)}
      />
      <TagsField
        name="places"
        label={matchingLabels.places}
        help={matchingLabels.placesHelp}
        value={draft.places}
        onChange={(value) => set('places', value)}
        max={MATCHING_LIMITS.places}
      />
      <Choices
        legend={matchingLabels.arrangements}
        options={WORK_ARRANGEMENTS}
        labels={WORK_ARRANGEMENT_LABELS}
        value={draft.arrangements}
        onChange={(value) => set('arrangements', value)}
      />
      <Choices
        legend={matchingLabels.jobTypes}
        options={CONTRACT_TYPES}
        labels={JOB_TYPE_LABELS}
        value={draft.jobTypes}
        onChange={(value) => set('jobTypes', value)}
      />
      <Box
        component="fieldset"
        sx={{ border: 0, p: 0, m: 0, minWidth: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1 }}
      >
        <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
          {matchingLabels.minPay}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
          <MoneyInput
            name="minPayAmount"
            label={matchingLabels.minPayAmount}
            value={draft.payAmount}
            onChange={(text) => set('payAmount', text)}
            currency={draft.currency}
            period={draft.period}
            onRead={(reading) =>
              form.change({
                ...(reading.currency ? { currency: reading.currency } : {}),
                ...(reading.period ? { period: reading.period } : {}),
              })
            }
          />
          <NativeSelectField label="Currency" value={draft.currency} onChange={(v) => set('currency', v as Currency)}>
            {CURRENCIES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </NativeSelectField>
          <NativeSelectField label="Period" value={draft.period} onChange={(v) => set('period', v as PayPeriod)}>
            {PAY_PERIODS.map((period) => (
              <option key={period} value={period}>
                {PAY_PERIOD_LABELS[period]}
              </option>
            ))}
          </NativeSelectField>
        </Box>
      </Box>
      <Box sx={{ display: 'grid', gap: 0.5, maxWidth: 360 }}>
        <NativeSelectField
          label={matchingLabels.emailMatches}
          value={draft.emailMatches}
          onChange={(value) => set('emailMatches', value as MatchEmailChoice)}
        >
          {MATCH_EMAIL_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {matchingLabels.emailMatchesChoices[choice]}
            </option>
          ))}
        </NativeSelectField>
        <Typography variant="body2" color="textSecondary">
          {matchingLabels.emailMatchesHelp}
        </Typography>
      </Box>
      {form.failure && (
        <Alert severity="error" role="alert">
          {form.failure}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <BusyButton type="submit" variant="contained" busy={busy} spinner="none">
          {matchingLabels.save}
        </BusyButton>
        {view.hiddenCount > 0 && (
          <Typography variant="body2" color="textSecondary">
            {matchingLabels.hiddenCount(view.hiddenCount)}{' '}
            <BusyButton size="small" busy={busy} spinner="none" onClick={() => void send({ clearHidden: true })}>
              {matchingLabels.showHiddenAgain}
            </BusyButton>
          </Typography>
        )}
      </Box>
    </Box>
  );
}

export function MatchingProfileSection() {
  const { data, error, mutate, save } = useMatchingProfile();
  return (
    <Frame>
      {error && !data ? (
        <LoadError error={error} onRetry={() => void mutate()} title={matchingLabels.loadFailed} />
      ) : !data ? (
        <Box aria-busy="true" sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="rounded" height={56} />
        </Box>
      ) : (
        // A new CV reading (or a saved profile elsewhere) starts the form again from what the server holds.
        <Editor key={`${data.cvReading?.status}|${data.cvReading?.fileName}`} view={data} save={save} />
      )}
    </Frame>
  );
}
