import { Box, Fieldset } from '@chakra-ui/react';

/**
 * Chakra's Fieldset.Root, named by the legend whose id is `legendId`, or by nothing when no
 * legend is drawn (undefined). Chakra's own names a legend id of its making whether or not a
 * legend is there, and not the id a legend is given: a reference to nothing.
 */
export function QuestionFieldset({ legendId, ...props }: Fieldset.RootProps & { legendId: string | undefined }) {
  // an empty list overrides Chakra's (an undefined prop would not): the fieldset's legend, if any, names it natively
  return <Fieldset.Root {...props} aria-labelledby={legendId ?? ''} />;
}

/**
 * A question of several controls (an upload, a location, a region, a list of sites) as a
 * fieldset the page can find by the field's id. Chakra's Fieldset.Root takes `id` only as the
 * base of its legend's and texts' ids and puts none on any element, so the error summary's
 * link to the field led nowhere and its problem was listed last; the id is on a box around it.
 */
export function FieldGroup({ id, legendId, ...props }: Fieldset.RootProps & { id: string; legendId: string | undefined }) {
  return (
    <Box id={id}>
      <QuestionFieldset id={id} legendId={legendId} {...props} />
    </Box>
  );
}
