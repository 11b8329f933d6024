/**
 * The new-game form's fields for a game's options, from its `optionSchema`: a checkbox per
 * boolean option, a number field per integer option, a menu per enum option, each labelled with
 * the option's `label` (else its `description`) and named by its key. An option that only
 * matters with some values of another (its `when`: a challenge card that only applies in a
 * challenge mode) is left out otherwise. Also the options read back from the form (or from its values as
 * they are being chosen), with the attribute each one sets on the element.
 */
import { html } from 'lit';
import type { OptionSchema, OptionSpec } from '@matrix-arcade/core';
import { optionAttributes } from '../lib/option-attributes.js';

/** Whether an option matters with these values of the others (its `when`, if it has one). */
export function optionApplies(spec: OptionSpec, values: Record<string, unknown>): boolean {
  const when = spec.when;
  if (!when) return true;
  return Object.entries(when).every(([key, allowed]) =>
    (allowed as readonly unknown[]).includes(values[key]),
  );
}

/** The form fields of a schema that apply with `current` (the values being chosen). */
export function optionFields(schema: OptionSchema<object>, current: Record<string, unknown>) {
  return optionAttributes(schema)
    .filter(({ spec }) => optionApplies(spec, current))
    .map(({ key, spec }) => {
      const label = spec.label ?? spec.description;
      const value = current[key] ?? spec.default;
      if (spec.type === 'boolean')
        return html`<label><input type="checkbox" name=${key} .checked=${value === true} />${label}</label>`;
      if (spec.type === 'integer')
        return html`<label>${label} <input type="number" name=${key} min=${spec.min} max=${spec.max} .value=${String(value)} /></label>`;
      return html`<label>${label} <select name=${key}>${spec.values.map(
        (v) => html`<option value=${v} ?selected=${v === value}>${v}</option>`,
      )}</select></label>`;
    });
}

/**
 * The options of a form's data, and the attribute value each sets (null: removed). An option
 * left out of the form (it does not apply) takes its default.
 */
export function optionsFromForm(
  schema: OptionSchema<object>,
  data: FormData,
): { options: Record<string, unknown>; attributes: [string, string | null][] } {
  const options: Record<string, unknown> = {};
  const attributes: [string, string | null][] = [];
  for (const { key, attribute, spec } of optionAttributes(schema)) {
    const raw = data.get(key);
    if (spec.type === 'boolean') {
      options[key] = raw === 'on';
      attributes.push([attribute, raw === 'on' ? '' : null]);
    } else {
      options[key] =
        raw === null ? spec.default : spec.type === 'integer' ? Number(raw) : String(raw);
      attributes.push([attribute, String(options[key])]);
    }
  }
  return { options, attributes };
}
