// One form that saves a record, in the states the spec names for an update (S0 §4, as the delivery
// address change): Editing → RequestInProgress → SuccessfulUpdate, or RequestFailed. The form opens
// holding what is saved; submit checks every field first and shows each field's problem; a failed
// save keeps what was typed (a 400 is `invalid`, anything else `other`) and can be sent again; a 400
// that names a field of the form (`{ message: "<field>: <why>" }`) marks that field `refused`.
// What was saved comes back from the service and fills the form again; `<id>.saved` tells the
// wiring (which refreshes the shell's customer record). The settings forms (personal details, FTP
// callback) are instances with their own id, fields, checks and save actor; their events carry the
// instance's id (`personalDetailsSave.edit`, `ftpSettingsSave.submit`).
import { assign, emit, setup } from 'xstate';
import { keyed } from '../shared/keyed';
import { reasonOf, refusedFieldsOf } from '../shared/failureReason';
import { notProvided } from '../shared/notProvided';

export type FormValues<F extends string> = Record<F, string>;
/** What is wrong with a field: empty but required, too long, not a valid value, not an http(s) link,
 * or refused by the service (a 400 naming the field, for a rule only the service can check). */
export type FieldProblem = 'required' | 'tooLong' | 'invalid' | 'url' | 'refused';
export type FieldProblems<F extends string> = Partial<Record<F, FieldProblem>>;
/** 400: the service refused a field; other: anything else (no answer, 5xx, an unreadable answer). */
export type SaveFailure = 'invalid' | 'other';

export interface FormSaveInput<F extends string, R> {
  /** the record as the service has it */
  saved: R;
  /** the fields this form shows (a business account's personal details have more) */
  fields: readonly F[];
}

export interface FormSaveContext<F extends string, R> {
  saved: R;
  fields: readonly F[];
  /** what the customer typed; kept after a failure */
  form: FormValues<F>;
  problems: FieldProblems<F>;
  failure: SaveFailure | null;
}

export type FormSaveEvent<Id extends string, F extends string> = { type: `${Id}.edit`; field: F; value: string } | { type: `${Id}.submit` };
export type FormSaveEmitted<Id extends string, R> = { type: `${Id}.saved`; saved: R };
export interface SaveInput<F extends string, R> {
  form: FormValues<F>;
  saved: R;
  fields: readonly F[];
}

export interface FormSaveOptions<Id extends string, F extends string, R> {
  /** the instance's id: its events and its emitted outcome carry it */
  id: Id;
  description: string;
  /** the form's values for a saved record */
  formOf: (saved: R) => FormValues<F>;
  /** the problem of each shown field; none when the form may be sent */
  validate: (form: FormValues<F>, fields: readonly F[]) => FieldProblems<F>;
}

export const saveFailureOf = (error: unknown): SaveFailure => reasonOf(error, { 400: 'invalid' });

export function createFormSaveMachine<Id extends string, F extends string, R>(options: FormSaveOptions<Id, F, R>) {
  const edit = `${options.id}.edit` as const;
  const submit = `${options.id}.submit` as const;
  const problemsOf = (context: Pick<FormSaveContext<F, R>, 'form' | 'fields'>) => options.validate(context.form, context.fields);
  return setup({
    types: {
      context: {} as FormSaveContext<F, R>,
      events: {} as FormSaveEvent<Id, F>,
      input: {} as FormSaveInput<F, R>,
      emitted: {} as FormSaveEmitted<Id, R>,
    },
    actors: {
      /** sends the form; answers the record as saved */
      save: notProvided<R, SaveInput<F, R>>(`${options.id}: the save actor`),
    },
    guards: {
      isFormValid: ({ context }) => Object.keys(problemsOf(context)).length === 0,
    },
    actions: {
      setField: assign(({ context, event }) => {
        if (!('field' in event)) return {};
        const problems: FieldProblems<F> = { ...context.problems, [event.field]: undefined };
        return { form: { ...context.form, [event.field]: event.value }, problems };
      }),
      markInvalid: assign(({ context }) => ({ problems: problemsOf(context) })),
      startRequest: assign({ failure: null, problems: {} }),
      applySaved: assign((_, params: { saved: R }) => ({ saved: params.saved, form: options.formOf(params.saved) })),
      announceSaved: emit((_, params: { saved: R }) => ({ type: `${options.id}.saved` as const, saved: params.saved })),
      setFailure: assign(({ context }, params: { error: unknown }) => {
        const refused = refusedFieldsOf(params.error, context.fields).map((field): [F, FieldProblem] => [field, 'refused']);
        return { failure: saveFailureOf(params.error), problems: { ...context.problems, ...Object.fromEntries(refused) } };
      }),
      clearFailure: assign({ failure: null }),
      /** logged and reported: the app's inspector reports each reportFailure (S0 §8) */
      reportFailure: (_, _params: { error: unknown }) => {},
    },
  }).createMachine({
    id: options.id,
    description: options.description,
    context: ({ input }) => ({ saved: input.saved, fields: input.fields, form: options.formOf(input.saved), problems: {}, failure: null }),
    initial: 'Editing',
    states: {
      Editing: {
        description: 'The form holds the saved values and what the customer changed; submit checks every field first.',
        on: {
          ...keyed(edit, { actions: 'setField' as const }),
          ...keyed(submit, [{ guard: 'isFormValid' as const, target: 'RequestInProgress' }, { actions: 'markInvalid' as const }]),
        },
      },
      RequestInProgress: {
        description: 'The form is on its way to the service; the fields are read-only until it answers.',
        tags: ['busy'],
        entry: 'startRequest',
        invoke: {
          id: 'save',
          src: 'save',
          input: ({ context }) => ({ form: context.form, saved: context.saved, fields: context.fields }),
          onDone: {
            target: 'SuccessfulUpdate',
            actions: [
              { type: 'applySaved', params: ({ event }) => ({ saved: event.output }) },
              { type: 'announceSaved', params: ({ event }) => ({ saved: event.output }) },
            ],
          },
          onError: {
            target: 'RequestFailed',
            actions: [
              { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
              { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) },
            ],
          },
        },
      },
      SuccessfulUpdate: {
        description: 'Saved: the form shows what the service holds now, with a confirmation. Editing again starts a new change.',
        on: { ...keyed(edit, { target: 'Editing', actions: 'setField' as const }) },
      },
      RequestFailed: {
        description: 'The save failed (the reason is in context); what was typed stays. Submit tries again, editing goes back to the form.',
        tags: ['error'],
        on: {
          ...keyed(edit, { target: 'Editing', actions: ['clearFailure' as const, 'setField' as const] }),
          ...keyed(submit, [
            { guard: 'isFormValid' as const, target: 'RequestInProgress' },
            { target: 'Editing', actions: ['clearFailure' as const, 'markInvalid' as const] },
          ]),
        },
      },
    },
  });
}

/** A schema as far as the form checks need it (zod's safeParse, structurally). */
export interface FieldSchema {
  safeParse(value: unknown): { success: boolean; error?: { issues: readonly { code: string }[] } | undefined };
}

/** The problem of one text field: empty (a problem only when required), or what its schema finds. */
export function textProblemOf(value: string, schema: FieldSchema, required: boolean): FieldProblem | undefined {
  if (value.trim() === '') return required ? 'required' : undefined;
  const result = schema.safeParse(value);
  if (result.success) return undefined;
  return result.error?.issues.some((issue) => issue.code === 'too_big') ? 'tooLong' : 'invalid';
}
