// The API's texts in Indonesian, keyed by the English text the API writes (the spec's own,
// which a client that asks for no language keeps getting). One place for every sentence our
// UI shows from the API: success and error `message`, `errors` and field messages.

/** Whole sentences, word for word. */
export const INDONESIAN_SENTENCES: Readonly<Record<string, string>> = {
  // Success answers.
  'Account created. Please log in.': 'Akun berhasil dibuat. Silakan masuk.',
  'All changes updated!': 'Semua perubahan tersimpan!',
  'Login successful': 'Berhasil masuk',
  'You are logged out': 'Anda telah keluar',
  'Language saved': 'Bahasa tersimpan',
  'Your password has been changed. Other devices were logged out.':
    'Kata sandi Anda telah diubah. Perangkat lain telah dikeluarkan.',
  'Your password has been reset. Please log in with the new password.':
    'Kata sandi Anda telah diatur ulang. Silakan masuk dengan kata sandi baru.',
  'If an account exists for that email, we have sent a link to reset the password.':
    'Jika ada akun dengan email tersebut, kami telah mengirim tautan untuk mengatur ulang kata sandi.',
  'Profile information updated!': 'Informasi profil diperbarui!',
  'Skil added!': 'Skill ditambahkan!',
  'Skill updated!': 'Skill diperbarui!',
  'Skill deleted!': 'Skill dihapus!',
  'Experience updated!': 'Pengalaman diperbarui!',
  'Experience deleted!': 'Pengalaman dihapus!',
  'Education updated!': 'Pendidikan diperbarui!',
  'Education deleted!': 'Pendidikan dihapus!',
  'Portfolio added!': 'Portofolio ditambahkan!',
  'Portfolio updated!': 'Portofolio diperbarui!',
  'Portfolio deleted!': 'Portofolio dihapus!',
  'Saved!': 'Tersimpan!',
  'Hire request updated': 'Tawaran kerja diperbarui',
  'Hire requests found': 'Tawaran kerja ditemukan',
  'Jobs found': 'Lowongan ditemukan',
  'Job found': 'Lowongan ditemukan',
  'Job posted': 'Lowongan dipasang',
  'Job updated': 'Lowongan diperbarui',
  'Job status changed': 'Status lowongan diubah',
  'Applications found': 'Lamaran ditemukan',
  'Application moved': 'Tahap lamaran diubah',
  'Application sent': 'Lamaran terkirim',
  'Shortlist found': 'Daftar pilihan ditemukan',
  'Shortlist entry found': 'Talenta di daftar pilihan ditemukan',
  'Saved to shortlist': 'Disimpan ke daftar pilihan',
  'Shortlist updated': 'Daftar pilihan diperbarui',
  'Removed from shortlist': 'Dihapus dari daftar pilihan',
  'Saved searches found': 'Pencarian tersimpan ditemukan',
  'Saved search found': 'Pencarian tersimpan ditemukan',
  'Search saved': 'Pencarian disimpan',
  'Saved search updated': 'Pencarian tersimpan diperbarui',
  'Saved search deleted': 'Pencarian tersimpan dihapus',
  Alerts: 'Pemberitahuan',
  'Unsubscribed from the daily digest': 'Berhenti berlangganan ringkasan harian',
  'Message sent': 'Pesan terkirim',
  'Marked read': 'Ditandai sudah dibaca',
  'Talent list': 'Daftar talenta',
  'Talent profile': 'Profil talenta',
  'Company found': 'Perusahaan ditemukan',
  'Companies found': 'Perusahaan ditemukan',
  'Companies matching your skills': 'Perusahaan yang cocok dengan skill Anda',
  'Skill suggestions': 'Saran skill',
  Conversations: 'Percakapan',
  Conversation: 'Percakapan',
  Messages: 'Pesan',
  Notifications: 'Notifikasi',
  'Notification settings': 'Pengaturan notifikasi',
  'Unread count': 'Jumlah belum dibaca',
  Skills: 'Skill',
  Experiences: 'Pengalaman',
  Educations: 'Pendidikan',
  Portfolio: 'Portofolio',
  OK: 'OK',
  // Sign-in, sessions and accounts.
  'Email or password is incorrect': 'Email atau kata sandi salah',
  'This is a recruiter account. Please log in as a recruiter.':
    'Ini akun perekrut. Silakan masuk sebagai perekrut.',
  'This is a talent account. Please log in as a talent.':
    'Ini akun talenta. Silakan masuk sebagai talenta.',
  'Email is already registered': 'Email sudah terdaftar',
  'Current password is incorrect': 'Kata sandi saat ini salah',
  'Please log in first': 'Silakan masuk terlebih dahulu',
  'Only talent accounts can do this': 'Hanya akun talenta yang dapat melakukan ini',
  'Only recruiter accounts can do this': 'Hanya akun perekrut yang dapat melakukan ini',
  'Only recruiter accounts can filter by salary':
    'Hanya akun perekrut yang dapat menyaring berdasarkan gaji',
  'The minimum salary cannot be above the maximum':
    'Gaji minimum tidak boleh lebih tinggi dari gaji maksimum',
  "Availability must be 'open_to_work', 'open_to_offers' or 'not_looking'":
    "Ketersediaan harus 'open_to_work', 'open_to_offers' atau 'not_looking'",
  "Salary period must be 'month' or 'day'": "Periode gaji harus 'month' atau 'day'",
  'Only talent accounts can do this.': 'Hanya akun talenta yang dapat melakukan ini.',
  'You can only change your own profile': 'Anda hanya dapat mengubah profil Anda sendiri',
  'This reset link is not valid. Please ask for a new one.':
    'Tautan atur ulang ini tidak valid. Silakan minta tautan baru.',
  'This reset link has already been used. Please ask for a new one.':
    'Tautan atur ulang ini sudah dipakai. Silakan minta tautan baru.',
  'This reset link has expired. Please ask for a new one.':
    'Tautan atur ulang ini sudah kedaluwarsa. Silakan minta tautan baru.',
  'This request came from another website and was refused. Open Peworld itself and try again.':
    'Permintaan ini datang dari situs lain dan ditolak. Buka Peworld langsung lalu coba lagi.',
  // Not found.
  'Not found': 'Tidak ditemukan',
  'Talent not found': 'Talenta tidak ditemukan',
  'Company not found': 'Perusahaan tidak ditemukan',
  'Conversation not found': 'Percakapan tidak ditemukan',
  'Hire request not found': 'Tawaran kerja tidak ditemukan',
  'This talent is not in your shortlist': 'Talenta ini tidak ada di daftar pilihan Anda',
  'Send a stage or a note to change': 'Kirim tahap atau catatan yang akan diubah',
  'Saved search not found': 'Pencarian tersimpan tidak ditemukan',
  'Send a name or the digest setting to change':
    'Kirim nama atau pengaturan ringkasan yang akan diubah',
  'You have 50 saved searches: delete one before saving another':
    'Anda memiliki 50 pencarian tersimpan: hapus satu sebelum menyimpan yang lain',
  'This unsubscribe link is not valid': 'Tautan berhenti berlangganan ini tidak valid',
  'Your shortlist is full (500 talents): remove someone first':
    'Daftar pilihan Anda penuh (500 talenta): hapus seseorang terlebih dahulu',
  "Stage must be one of 'saved', 'contacted', 'interviewing', 'offered', 'hired' or 'not_a_fit'":
    "Tahap harus salah satu dari 'saved', 'contacted', 'interviewing', 'offered', 'hired' atau 'not_a_fit'",
  'Notification not found': 'Notifikasi tidak ditemukan',
  'Job not found': 'Lowongan tidak ditemukan',
  'Application not found': 'Lamaran tidak ditemukan',
  'You already applied to this job': 'Anda sudah melamar lowongan ini',
  'This job is not taking applications': 'Lowongan ini tidak menerima lamaran',
  'Maximum salary must be at least the minimum salary':
    'Gaji maksimum harus sama dengan atau lebih dari gaji minimum',
  'Closing date cannot be in the past': 'Tanggal penutupan tidak boleh di masa lalu',
  'Name at least one required skill': 'Sebutkan minimal satu skill wajib',
  'Posted within must be 1, 7 or 30 days': 'Rentang waktu tayang harus 1, 7 atau 30 hari',
  "Stage must be one of 'applied', 'interviewing', 'offered', 'hired' or 'not_a_fit'":
    "Tahap harus salah satu dari 'applied', 'interviewing', 'offered', 'hired' atau 'not_a_fit'",
  "Employment type must be 'full_time', 'freelance' or 'internship'":
    "Jenis pekerjaan harus 'full_time', 'freelance' atau 'internship'",
  "Work mode must be 'onsite', 'hybrid' or 'remote'":
    "Cara kerja harus 'onsite', 'hybrid' atau 'remote'",
  "Status must be 'open', 'paused' or 'closed'": "Status harus 'open', 'paused' atau 'closed'",
  "Sort must be 'match', 'newest' or 'salary'": "Urutan harus 'match', 'newest' atau 'salary'",
  'Experience not found': 'Pengalaman tidak ditemukan',
  'Education not found': 'Pendidikan tidak ditemukan',
  'Portfolio not found': 'Portofolio tidak ditemukan',
  'Skill not found': 'Skill tidak ditemukan',
  'Image not found': 'Gambar tidak ditemukan',
  // Rules of the product.
  'Only the two participants can open this conversation':
    'Hanya kedua peserta yang dapat membuka percakapan ini',
  'Only the two participants can change this hire request':
    'Hanya kedua peserta yang dapat mengubah tawaran kerja ini',
  'Only the company that sent the request can withdraw it':
    'Hanya perusahaan pengirim yang dapat menarik tawaran ini',
  'A hire request to this talent is still pending: wait for an answer or withdraw it first':
    'Tawaran kerja untuk talenta ini masih menunggu: tunggu jawabannya atau tarik dulu',
  'Add skills to your profile to see companies that match them':
    'Tambahkan skill ke profil Anda untuk melihat perusahaan yang cocok',
  'Add at least one image of the project': 'Tambahkan minimal satu gambar proyek',
  'A project keeps at least one image: add another before removing this one':
    'Proyek harus punya minimal satu gambar: tambahkan gambar lain sebelum menghapus yang ini',
  'Send at least one field to change': 'Kirim minimal satu kolom yang diubah',
  'Start date is not a real date': 'Tanggal mulai bukan tanggal yang ada',
  'End date is not a real date': 'Tanggal selesai bukan tanggal yang ada',
  'End date cannot be before the start date': 'Tanggal selesai tidak boleh sebelum tanggal mulai',
  'End date cannot be in the future: leave it empty for a job you still have':
    'Tanggal selesai tidak boleh di masa depan: kosongkan untuk pekerjaan yang masih Anda jalani',
  'Start date must be a date like 31-12-2023 or 2023-12-31':
    'Tanggal mulai harus berupa tanggal seperti 31-12-2023 atau 2023-12-31',
  'End date must be a date like 31-12-2023 or 2023-12-31, or empty for a current job':
    'Tanggal selesai harus berupa tanggal seperti 31-12-2023 atau 2023-12-31, atau kosong untuk pekerjaan saat ini',
  'Email must be a valid email address': 'Email harus berupa alamat email yang valid',
  'Phone must have 8 to 15 digits and may start with +':
    'Nomor telepon harus 8 sampai 15 angka dan boleh diawali +',
  'Skill must be 1 to 50 characters': 'Skill harus 1 sampai 50 karakter',
  'Talent id must be a positive whole number': 'Id talenta harus bilangan bulat positif',
  'Company id must be a positive whole number': 'Id perusahaan harus bilangan bulat positif',
  // Images and request bodies.
  'Only JPEG, PNG or WebP images are allowed': 'Hanya gambar JPEG, PNG atau WebP yang diizinkan',
  'Image must be at most 2 MB': 'Ukuran gambar maksimal 2 MB',
  'img_company takes one image': 'img_company hanya menerima satu gambar',
  'img_profile takes one image': 'img_profile hanya menerima satu gambar',
  'This request takes no files: send its fields only':
    'Permintaan ini tidak menerima berkas: kirim kolomnya saja',
  'Too many files or fields in one request':
    'Terlalu banyak berkas atau kolom dalam satu permintaan',
  'The request is too large': 'Permintaan terlalu besar',
  'This request takes no body': 'Permintaan ini tidak menerima isi',
  'The request body is not valid JSON': 'Isi permintaan bukan JSON yang valid',
  'The multipart/form-data body is malformed': 'Isi multipart/form-data rusak',
  'The body is not multipart/form-data': 'Isi permintaan bukan multipart/form-data',
  'Send the body as JSON, a form or multipart/form-data':
    'Kirim isi permintaan sebagai JSON, formulir atau multipart/form-data',
  'The request body must be a set of fields': 'Isi permintaan harus berupa kumpulan kolom',
  'Some fields are invalid': 'Beberapa kolom tidak valid',
  'Invalid value': 'Nilai tidak valid',
  'Request failed': 'Permintaan gagal',
  // The server's own trouble.
  'Something went wrong on our side': 'Terjadi kesalahan di sisi kami',
  'The service is temporarily unavailable': 'Layanan sedang tidak tersedia untuk sementara',
  'This server is restarting. Please try again in a moment.':
    'Server sedang dimulai ulang. Silakan coba lagi sebentar lagi.',
  'The database is not available right now. Please try again in a moment.':
    'Basis data sedang tidak tersedia. Silakan coba lagi sebentar lagi.',
};

/** Field names as the API's validation messages call them (schema titles, humanized names). */
export const INDONESIAN_LABELS: Readonly<Record<string, string>> = {
  Action: 'Aksi',
  Address: 'Alamat',
  City: 'Kota',
  Company: 'Perusahaan',
  'Company id': 'Id perusahaan',
  'Company name': 'Nama perusahaan',
  'Current password': 'Kata sandi saat ini',
  Description: 'Deskripsi',
  Domicile: 'Domisili',
  Note: 'Catatan',
  Email: 'Email',
  'Email me new hire requests': 'Email tawaran kerja baru',
  'Employment type': 'Jenis pekerjaan',
  'End date': 'Tanggal selesai',
  Field: 'Bidang',
  'Full name': 'Nama lengkap',
  'Job position': 'Posisi',
  'Job title': 'Jabatan',
  Language: 'Bahasa',
  Message: 'Pesan',
  Name: 'Nama',
  'New password': 'Kata sandi baru',
  Password: 'Kata sandi',
  Phone: 'Nomor telepon',
  'Project name': 'Nama proyek',
  Reason: 'Alasan',
  'Repository link': 'Tautan repositori',
  Search: 'Pencarian',
  Skill: 'Skill',
  'Start date': 'Tanggal mulai',
  Subject: 'Subjek',
  'Talent id': 'Id talenta',
  Category: 'Kategori',
  Title: 'Judul',
  'Minimum salary': 'Gaji minimum',
  'Maximum salary': 'Gaji maksimum',
  'Required skills': 'Skill wajib',
  'Nice-to-have skills': 'Skill tambahan',
  'Closing date': 'Tanggal penutupan',
  'Cover note': 'Catatan lamaran',
  Sort: 'Urutan',
  Page: 'Halaman',
  Limit: 'Batas',
  GitHub: 'GitHub',
  GitLab: 'GitLab',
  Instagram: 'Instagram',
  LinkedIn: 'LinkedIn',
};
