/**
 * Indonesian validation messages, parameterised by the field label. One place, so the form, the
 * server's 422 answers and the docs say the same thing.
 */
export const messages = {
  required: (label: string): string => `${label} wajib diisi`,
  choose: (label: string): string => `${label} wajib dipilih`,
  invalid: (label: string): string => `${label} tidak valid`,
  invalidFormat: (label: string): string => `Format ${label} tidak valid`,
  notNumber: (label: string): string => `${label} harus berupa angka`,
  negative: (label: string): string => `${label} tidak boleh negatif`,
  min: (label: string, min: string): string => `${label} minimal ${min}`,
  max: (label: string, max: string): string => `${label} maksimal ${max}`,
  tooLarge: (label: string): string => `${label} terlalu besar`,
  noDecimals: (label: string): string => `${label} tidak boleh memiliki angka desimal`,
  maxDecimals: (label: string, n: number): string =>
    `${label} maksimal ${n} angka di belakang koma`,
  minChars: (label: string, n: number): string => `${label} minimal ${n} karakter`,
  maxChars: (label: string, n: number): string => `${label} maksimal ${n} karakter`,
  minDigits: (label: string, n: number): string => `${label} minimal ${n} digit`,
  maxDigits: (label: string, n: number): string => `${label} maksimal ${n} digit`,
  exactDigits: (label: string, n: number): string => `${label} harus ${n} digit angka`,
  maxWords: (label: string, n: number): string => `${label} maksimal ${n} kata`,
  name: (label: string): string =>
    `${label} hanya boleh berisi huruf, spasi, apostrof ('), titik, dan koma`,
  username: (label: string): string =>
    `${label} hanya boleh berisi huruf, angka, garis bawah (_), dan titik`,
  phoneDigits: (label: string): string => `${label} hanya boleh berisi angka`,
  phoneLeadingZero: (label: string): string => `${label} tidak boleh diawali angka 0`,
  code: (label: string): string =>
    `${label} hanya boleh berisi huruf, angka, titik, dan tanda hubung (-)`,
  forbiddenChars: (label: string): string =>
    `${label} tidak boleh berisi karakter [ ] { } * ! ? ^ % # / \\`,
} as const;
