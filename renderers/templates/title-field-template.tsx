import { Box, Heading, Separator } from '@chakra-ui/react';
import type { TitleFieldProps } from '@rjsf/utils';

/**
 * Section titles as a real outline: the form's own title is a level-2 heading (the page has
 * the level-1), sections inside it level 3, so screen-reader users can jump between them.
 */
export function TitleFieldTemplate({ id, title, required, registry }: TitleFieldProps) {
  // rjsf names the root object's title `<idPrefix>__title` (`root__title`), nested ones `root_<path>__title`.
  const isRoot = id === `${registry.globalFormOptions.idPrefix}__title`;
  return (
    <Box id={id} mt={isRoot ? 0 : 2} mb={1}>
      <Heading as={isRoot ? 'h2' : 'h3'} size={isRoot ? 'lg' : 'md'}>
        {title}
        {required ? <span aria-hidden="true"> *</span> : null}
      </Heading>
      <Separator mt={1} />
    </Box>
  );
}
