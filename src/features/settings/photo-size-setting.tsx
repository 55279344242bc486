import { useState } from 'react';
import { Field, NativeSelect } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PHOTO_EDGES, PHOTO_SIZES, photoSize, setPhotoSize, type PhotoSize } from '../../../renderers/file-upload/photo-size';

/**
 * The size photos attached without a connection are kept at on this device (issue 32): a
 * setting of the device, not the account's (another phone has its own space); saved at once.
 */
export function PhotoSizeSetting() {
  const intl = useIntl();
  const [size, setSize] = useState<PhotoSize>(photoSize);
  return (
    <Field.Root maxW="md">
      <Field.Label>
        <FormattedMessage id="offline.photoSize.label" />
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          value={size}
          onChange={(event) => {
            const chosen = event.currentTarget.value as PhotoSize;
            setPhotoSize(chosen);
            setSize(chosen);
          }}
        >
          {PHOTO_SIZES.map((option) => (
            <option key={option} value={option}>
              {intl.formatMessage({ id: `offline.photoSize.${option}` }, { edge: intl.formatNumber(PHOTO_EDGES[option] ?? 0) })}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.HelperText>
        <FormattedMessage id="offline.photoSize.help" />
      </Field.HelperText>
    </Field.Root>
  );
}
