import { Box, Fieldset } from '@chakra-ui/react';

/**
 * A question of several controls (an upload, a location, a region, a list of sites) as a
 * fieldset the page can find by the field's id. Chakra's Fieldset.Root takes `id` only as the
 * base of its legend's and texts' ids and puts none on any element, so the error summary's
 * link to the field led nowhere and its problem was listed last; the id is on a box around it.
 */
export function FieldGroup({ id, ...props }: Fieldset.RootProps & { id: string }) {
  return (
    <Box id={id}>
      <Fieldset.Root id={id} {...props} />
    </Box>
  );
}
