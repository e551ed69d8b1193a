import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useMemo } from 'react';
import { useImagePick } from '@/components/use-image-pick';
import { useServerForm } from '@/components/use-server-form';
import { paymentProofSchema } from '@/lib/forms/schemas';
import { useUploadPaymentImage } from '@/lib/api/endpoints/uploads';
import { usePayTransactionMutation } from '@/lib/api/endpoints/transactions';

interface ProofValues {
  image: File | undefined;
}

/** Picks a proof image, previews it, uploads it and sends it as this installment's proof. */
export function ProofUploadForm({ transactionId, heading }: { transactionId: number; heading: string }) {
  const uploadImage = useUploadPaymentImage();
  const [pay] = usePayTransactionMutation();
  const inputId = useId();
  const messageId = useId();
  const { refusal, checkPick } = useImagePick();

  const initialValues: ProofValues = { image: undefined };
  const { form, shownErrors } = useServerForm({
    initialValues,
    schema: paymentProofSchema,
    send: async ({ image }) => {
      // The schema requires the picked file; nothing else reaches here.
      if (!(image instanceof File)) return undefined;
      return pay({ id: transactionId, image: await uploadImage(image) }).unwrap();
    },
    onSent: (_response, helpers) => helpers.resetForm(),
    // The proof sits beside the payment's details, not in a form page of its own: a refusal is a toast.
    refusalShownAs: 'toast',
  });

  const previewUrl = useMemo(
    () => (form.values.image ? URL.createObjectURL(form.values.image) : undefined),
    [form.values.image],
  );
  useEffect(
    () => () => {
      if (previewUrl) URL.revokeObjectURL(previewUrl);
    },
    [previewUrl],
  );
  // A file that is no image is refused as it is picked: it is neither previewed nor sent.
  const pickProof = async (file: File | undefined) => {
    const images = await checkPick(file ? [file] : []);
    if (images) await form.setFieldValue('image', images[0]);
  };
  const error = refusal ?? shownErrors.image;

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={form.handleSubmit} aria-label={heading}>
      <Typography variant="h6" component="h3">
        {heading}
      </Typography>
      <Box
        component="label"
        htmlFor={inputId}
        sx={{
          display: 'grid',
          placeItems: 'center',
          gap: 1,
          p: 3,
          border: '2px dashed',
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 3,
          cursor: 'pointer',
          textAlign: 'center',
          bgcolor: 'background.paper',
          '&:focus-within': { outline: '2px solid', outlineColor: 'primary.main' },
        }}
      >
        {previewUrl ? (
          <Box
            component="img"
            src={previewUrl}
            alt="Pratinjau bukti pembayaran"
            sx={{ maxHeight: 240, borderRadius: 2 }}
          />
        ) : (
          <UploadFileIcon color="primary" sx={{ fontSize: 40 }} />
        )}
        <Typography sx={{ fontWeight: 600 }}>
          {form.values.image ? form.values.image.name : 'Pilih gambar bukti pembayaran'}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          JPG, PNG, WEBP atau GIF, maksimal 5 MB
        </Typography>
        <input
          id={inputId}
          type="file"
          accept="image/*"
          aria-label="Bukti pembayaran"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? messageId : undefined}
          style={{ position: 'absolute', width: 1, height: 1, opacity: 0 }}
          onChange={(event) => void pickProof(event.currentTarget.files?.[0])}
        />
      </Box>
      {error && (
        <FormHelperText id={messageId} error>
          {error}
        </FormHelperText>
      )}
      <Button type="submit" variant="contained" size="large" loading={form.isSubmitting}>
        Kirim Bukti Pembayaran
      </Button>
    </Stack>
  );
}
