/**
 * The two types the family's shared board reads an edition through: a preview of any edition
 * (the family's fields, with the edition's own kinds beside the family's) and an edition's rules
 * typed with its own preview shape, so that each edition's words and marks get its previews as
 * they are, with no cast.
 */
import type {
  ActionPreview,
  MatrixOverloadObservation,
  MatrixOverloadState,
  OverloadRules,
} from '@matrix-arcade/matrix-overload';

/** A preview of any edition of the family: the family's fields; `kind` may be the edition's. */
export type FamilyPreview = Omit<ActionPreview, 'kind'> & { readonly kind: string };

/** An edition's rules as the board reads them: any state of the family, previews of shape `P`. */
export type FamilyRules<P extends FamilyPreview = ActionPreview> = OverloadRules<
  MatrixOverloadState,
  MatrixOverloadObservation,
  P
>;
