import * as yup from 'yup';

const email = yup.string().trim().required('Email tidak boleh kosong').email('Email tidak valid');

const password = yup
  .string()
  .required('Password tidak boleh kosong')
  .min(6, 'Password minimal 6 karakter')
  .max(100, 'Password maksimal 100 karakter');

export const registerSchema = yup.object({
  name: yup
    .string()
    .trim()
    .required('Nama tidak boleh kosong')
    .min(3, 'Nama minimal 3 karakter')
    .max(255, 'Nama maksimal 255 karakter'),
  email,
  phone: yup
    .string()
    .trim()
    .required('Nomor telepon tidak boleh kosong')
    .min(12, 'Nomor telepon minimal 12 karakter')
    .max(20, 'Nomor telepon maksimal 20 karakter'),
  password,
});

export const loginSchema = yup.object({ email, password });

export type RegisterInput = yup.InferType<typeof registerSchema>;
export type LoginInput = yup.InferType<typeof loginSchema>;
