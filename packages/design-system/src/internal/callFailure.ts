/**
 * A failed call as the api-client's `BoError` describes it (status, title, message, field
 * errors), for stories: the design system reads failures structurally (`isCallFailure` of
 * `@simrs/validators`) and never depends on the api-client.
 */
export class CallFailure extends Error {
  readonly status: number;
  readonly title: string | undefined;
  readonly errors: Record<string, string[]>;
  constructor(init: {
    kind?: string;
    status: number;
    message: string;
    title?: string;
    errors?: Record<string, string[]>;
  }) {
    super(init.message);
    this.name = 'CallFailure';
    this.status = init.status;
    this.title = init.title;
    this.errors = init.errors ?? {};
  }
}
