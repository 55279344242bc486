import { useState, type DragEvent } from 'react';
import { Box, Text, chakra } from '@chakra-ui/react';
import { useIntl } from 'react-intl';

export interface FileDropZoneProps {
  /** The id of the file input, so that a label elsewhere can point at it. */
  id: string;
  multiple: boolean;
  accept: string[];
  describedBy?: string;
  /** What the files are (the question's title): in the button's name, so that two upload buttons differ. */
  what?: string;
  onFiles: (files: File[]) => void;
}

/**
 * Choose files or drop them. The input itself is visually hidden but keeps its place in the
 * tab order; its label is what the user sees as the button.
 */
export function FileDropZone({ id, multiple, accept, describedBy, what, onFiles }: FileDropZoneProps) {
  const intl = useIntl();
  const [over, setOver] = useState(false);
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const files = [...event.dataTransfer.files];
    if (files.length) onFiles(multiple ? files : files.slice(0, 1));
  };
  return (
    <Box
      borderWidth="2px"
      borderStyle="dashed"
      borderColor={over ? 'colorPalette.solid' : 'border'}
      colorPalette="green"
      bg={over ? 'colorPalette.subtle' : undefined}
      rounded="md"
      p={4}
      display="flex"
      alignItems="center"
      gap={3}
      flexWrap="wrap"
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
    >
      <chakra.input
        id={id}
        type="file"
        multiple={multiple}
        accept={accept.join(',')}
        aria-describedby={describedBy}
        // the visible words first (what a speech user says), then what it uploads
        aria-label={what ? intl.formatMessage({ id: 'upload.chooseFor' }, { multiple: String(multiple), what }) : undefined}
        className="peer"
        position="absolute"
        width="1px"
        height="1px"
        opacity={0}
        overflow="hidden"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          // cleared so that choosing the same file again (after removing it) fires again
          event.target.value = '';
          if (files.length) onFiles(files);
        }}
      />
      <chakra.label
        htmlFor={id}
        cursor="pointer"
        px={4}
        py={2}
        rounded="md"
        fontWeight="medium"
        bg="colorPalette.solid"
        color="colorPalette.contrast"
        _peerFocusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }}
      >
        {intl.formatMessage({ id: 'upload.choose' }, { multiple: String(multiple) })}
      </chakra.label>
      <Text color="fg.muted">{intl.formatMessage({ id: 'upload.dropHint' })}</Text>
    </Box>
  );
}
