import { vars, type StatusTone } from '@wasl/tokens';

/** The tinted look of a status tone (background, text and border from one token set), for pills, tags and chips. */
export const statusToneColors = (name: StatusTone) =>
  ({
    backgroundColor: vars.color.status[name].background,
    color: vars.color.status[name].text,
    borderColor: vars.color.status[name].border,
  }) as const;
