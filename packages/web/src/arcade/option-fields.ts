/**
 * The new-game form's fields for a game's options, from its `optionSchema`: a checkbox per
 * boolean option, a number field per integer option, a menu per enum option, each labelled with
 * the option's `label` (else its `description`) and named by its key; and the options read back
 * from the submitted form, with the attribute each one sets on the element.
 */
import { html } from 'lit';
import type { OptionSchema } from '@matrix-arcade/core';
import { optionAttributes } from '../lib/option-attributes.js';

/** The form fields of a schema, showing the current game's values. */
export function optionFields(schema: OptionSchema<object>, current: Record<string, unknown>) {
  return optionAttributes(schema).map(({ key, spec }) => {
    const label = spec.label ?? spec.description;
    const value = current[key] ?? spec.default;
    if (spec.type === 'boolean')
      return html`<label><input type="checkbox" name=${key} ?checked=${value === true} />${label}</label>`;
    if (spec.type === 'integer')
      return html`<label>${label} <input type="number" name=${key} min=${spec.min} max=${spec.max} .value=${String(value)} /></label>`;
    return html`<label>${label} <select name=${key}>${spec.values.map(
      (v) => html`<option value=${v} ?selected=${v === value}>${v}</option>`,
    )}</select></label>`;
  });
}

/** The options of a submitted form, and the attribute value each sets (null: removed). */
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
      options[key] = spec.type === 'integer' ? Number(raw) : String(raw ?? spec.default);
      attributes.push([attribute, String(options[key])]);
    }
  }
  return { options, attributes };
}
