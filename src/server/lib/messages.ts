import { importMessages } from './import-messages';

/**
 * Every message the server sends to people, in both languages. Shared zod schemas may use these
 * keys as their error messages; the error handler translates them for the caller.
 */
export const messages = {
  'errors.validation': {
    en: 'Invalid request. Please check your input.',
    ar: 'طلب غير صالح. يرجى التحقق من البيانات المدخلة.',
  },
  'errors.invalidJson': {
    en: 'The request body is not valid JSON.',
    ar: 'محتوى الطلب ليس بصيغة JSON صحيحة.',
  },
  'errors.payloadTooLarge': {
    en: 'The request is too large.',
    ar: 'حجم الطلب أكبر من المسموح.',
  },
  'errors.unsupportedMediaType': {
    en: 'Unsupported content type.',
    ar: 'نوع المحتوى غير مدعوم.',
  },
  'errors.badRequest': { en: 'Request failed.', ar: 'فشل الطلب.' },
  'errors.unauthorized': {
    en: 'You are not authorized. Please log in again.',
    ar: 'غير مصرح لك. يرجى تسجيل الدخول مرة أخرى.',
  },
  'errors.forbidden': {
    en: 'You do not have permission to perform this action.',
    ar: 'ليس لديك صلاحية لتنفيذ هذا الإجراء.',
  },
  'errors.notFound': {
    en: 'The requested resource was not found.',
    ar: 'المورد المطلوب غير موجود.',
  },
  'errors.routeNotFound': {
    en: 'No API endpoint at {method} {path}.',
    ar: 'لا توجد واجهة برمجية على {method} {path}.',
  },
  'errors.conflict': {
    en: 'A conflict occurred. Please refresh and try again.',
    ar: 'حدث تعارض. يرجى تحديث الصفحة والمحاولة مرة أخرى.',
  },
  'errors.rateLimited': {
    en: 'Too many requests. Please wait a moment and try again.',
    ar: 'طلبات كثيرة جدًا. يرجى الانتظار قليلًا ثم المحاولة مرة أخرى.',
  },
  'errors.internal': {
    en: 'Server error occurred. Please try again later.',
    ar: 'حدث خطأ في الخادم. يرجى المحاولة لاحقًا.',
  },
  'errors.unavailable': {
    en: 'Service temporarily unavailable. Please try again later.',
    ar: 'الخدمة غير متاحة مؤقتًا. يرجى المحاولة لاحقًا.',
  },
  // Company pages: store profile and legal pages (issue 7).
  'errors.pageNotFound': { en: 'Page not found', ar: 'الصفحة غير موجودة' },
  'validation.closeAfterOpen': {
    en: 'Closing time must be after opening time',
    ar: 'يجب أن يكون موعد الإغلاق بعد موعد الفتح',
  },
  'validation.duplicateDay': {
    en: 'This day already has opening hours',
    ar: 'لهذا اليوم مواعيد عمل بالفعل',
  },
  'validation.httpsUrl': {
    en: 'Enter a link starting with https://, or leave it empty',
    ar: 'أدخل رابطًا يبدأ بـ https://، أو اتركه فارغًا',
  },
  'errors.categoryNotFound': { en: 'Category not found', ar: 'الفئة غير موجودة' },
  'errors.addressNotFound': { en: 'Address not found', ar: 'العنوان غير موجود' },
  'errors.addressBookFull': {
    en: 'Your address book is full ({max} addresses). Delete one to add another.',
    ar: 'دفتر عناوينك ممتلئ ({max} عناوين). احذف عنوانًا لتضيف غيره.',
  },
  'errors.productNotFound': { en: 'Product not found', ar: 'المنتج غير موجود' },
  'errors.synonymNeedsTwo': {
    en: 'A synonym group needs at least two different words',
    ar: 'تحتاج مجموعة المترادفات إلى كلمتين مختلفتين على الأقل',
  },
  'errors.synonymNotFound': { en: 'Synonym group not found', ar: 'مجموعة المترادفات غير موجودة' },
  'errors.redirectNotFound': { en: 'Redirect not found', ar: 'التحويل غير موجود' },
  'search.synonymDeleted': { en: 'Synonym group deleted', ar: 'تم حذف مجموعة المترادفات' },
  'search.redirectDeleted': { en: 'Redirect deleted', ar: 'تم حذف التحويل' },
  'errors.redirectTermTaken': {
    en: 'This word already leads to a category',
    ar: 'هذه الكلمة تحوّل إلى فئة بالفعل',
  },
  'validation.invalidPhone': { en: 'Enter a valid phone number', ar: 'أدخل رقم هاتف صحيحًا' },
  'validation.invalidTaxNumber': {
    en: 'Enter the 9-digit tax registration number',
    ar: 'أدخل رقم التسجيل الضريبي المكوّن من 9 أرقام',
  },
  'validation.invalidCommercialRegister': {
    en: 'Use only letters, digits, spaces, / and -',
    ar: 'استخدم الحروف والأرقام والمسافات و / و - فقط',
  },
  'invoices.notPaid': {
    en: 'The invoice is issued once the order is paid.',
    ar: 'تصدر الفاتورة بعد دفع الطلب.',
  },
  'validation.invalidLink': {
    en: 'Invalid or expired link.',
    ar: 'الرابط غير صالح أو منتهي الصلاحية.',
  },
  'errors.csrf': {
    en: 'Your security token is missing or invalid. Please refresh the page and try again.',
    ar: 'رمز الأمان مفقود أو غير صالح. يرجى تحديث الصفحة والمحاولة مرة أخرى.',
  },
  'errors.mustLogin': {
    en: 'You must be logged in to perform this action',
    ar: 'يجب تسجيل الدخول لتنفيذ هذا الإجراء',
  },
  'auth.invalidCredentials': {
    en: 'Invalid email or password',
    ar: 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
  },
  'auth.loginSuccess': { en: 'Login successful!', ar: 'تم تسجيل الدخول بنجاح!' },
  'auth.emailNotConfirmed': {
    en: 'Please confirm your email address before signing in.',
    ar: 'يرجى تأكيد بريدك الإلكتروني قبل تسجيل الدخول.',
  },
  'auth.emailNotConfirmedHint': {
    en: 'Check your inbox for the confirmation link, or request a new one.',
    ar: 'ابحث في بريدك الوارد عن رابط التأكيد، أو اطلب رابطًا جديدًا.',
  },
  'auth.accountLocked': {
    en: 'Too many failed sign-in attempts for this account. Try again in 15 minutes or reset your password.',
    ar: 'محاولات تسجيل دخول فاشلة كثيرة لهذا الحساب. حاول مرة أخرى بعد 15 دقيقة أو أعد تعيين كلمة المرور.',
  },
  'auth.accountDisabled': {
    en: 'This account has been disabled. Please contact support.',
    ar: 'تم إيقاف هذا الحساب. يرجى التواصل مع الدعم.',
  },
  'auth.registerSuccess': {
    en: 'We sent you a confirmation email. Please verify your email to sign in.',
    ar: 'أرسلنا إليك رسالة تأكيد. يرجى تأكيد بريدك الإلكتروني لتتمكن من تسجيل الدخول.',
  },
  'auth.registerFailed': {
    en: 'Registration failed. Please check the errors below.',
    ar: 'فشل التسجيل. يرجى مراجعة الأخطاء أدناه.',
  },
  'auth.confirmSuccess': {
    en: 'Your email is confirmed. You can sign in now.',
    ar: 'تم تأكيد بريدك الإلكتروني. يمكنك تسجيل الدخول الآن.',
  },
  'auth.alreadyConfirmed': {
    en: 'Your e-mail address is already confirmed. Please sign in.',
    ar: 'تم تأكيد بريدك الإلكتروني بالفعل. يرجى تسجيل الدخول.',
  },
  'auth.invalidConfirmationLink': {
    en: 'Invalid or expired confirmation link.',
    ar: 'رابط التأكيد غير صالح أو منتهي الصلاحية.',
  },
  'auth.resendSent': {
    en: 'If the account exists and is not confirmed yet, a new confirmation link has been sent.',
    ar: 'إذا كان الحساب موجودًا ولم يتم تأكيده بعد، فقد أرسلنا رابط تأكيد جديدًا.',
  },
  'auth.forgotSent': {
    en: 'If an account exists, a reset link has been sent.',
    ar: 'إذا كان هناك حساب مسجل، فقد أرسلنا رابط إعادة التعيين.',
  },
  'auth.invalidResetLink': {
    en: 'Invalid or expired reset link.',
    ar: 'رابط إعادة التعيين غير صالح أو منتهي الصلاحية.',
  },
  'auth.resetSuccess': {
    en: 'Password has been reset. Please sign in.',
    ar: 'تمت إعادة تعيين كلمة المرور. يرجى تسجيل الدخول.',
  },
  'auth.logoutSuccess': { en: 'You have been logged out.', ar: 'تم تسجيل الخروج.' },
  'auth.profileUpdated': { en: 'Your profile has been updated.', ar: 'تم تحديث ملفك الشخصي.' },
  'auth.passwordChanged': { en: 'Your password has been changed.', ar: 'تم تغيير كلمة المرور.' },
  'auth.wrongCurrentPassword': {
    en: 'The current password is incorrect.',
    ar: 'كلمة المرور الحالية غير صحيحة.',
  },
  'auth.sessionExpired': {
    en: 'Your session has expired. Please log in again.',
    ar: 'انتهت جلستك. يرجى تسجيل الدخول مرة أخرى.',
  },
  // Two-factor sign-in for staff (issue 25, decision 049).
  'auth.twoFactorCodeNeeded': {
    en: 'Enter the 6-digit code from your authenticator app.',
    ar: 'أدخل الرمز المكوّن من 6 أرقام من تطبيق المصادقة.',
  },
  'auth.twoFactorInvalidCode': {
    en: 'The code is not correct. Check your authenticator app and try again.',
    ar: 'الرمز غير صحيح. تحقق من تطبيق المصادقة وحاول مرة أخرى.',
  },
  'auth.twoFactorCodeUsed': {
    en: 'This code was already used. Wait for the next code in your app.',
    ar: 'تم استخدام هذا الرمز من قبل. انتظر الرمز التالي في التطبيق.',
  },
  'auth.twoFactorInvalidRecoveryCode': {
    en: 'This recovery code is not correct or was already used.',
    ar: 'رمز الاسترداد هذا غير صحيح أو تم استخدامه من قبل.',
  },
  'auth.twoFactorChallengeExpired': {
    en: 'The sign-in took too long or was already completed. Please enter your email and password again.',
    ar: 'انتهت مهلة تسجيل الدخول أو اكتمل من قبل. يرجى إدخال البريد الإلكتروني وكلمة المرور مرة أخرى.',
  },
  'auth.twoFactorStaffOnly': {
    en: 'Two-step verification is for staff accounts.',
    ar: 'التحقق بخطوتين متاح لحسابات فريق العمل.',
  },
  'auth.twoFactorAlreadyEnabled': {
    en: 'Two-step verification is already on. Turn it off first to set it up again.',
    ar: 'التحقق بخطوتين مفعّل بالفعل. أوقفه أولًا لإعداده من جديد.',
  },
  'auth.twoFactorNotStarted': {
    en: 'Start the set-up first to get a new key.',
    ar: 'ابدأ الإعداد أولًا للحصول على مفتاح جديد.',
  },
  'auth.twoFactorNotEnabled': {
    en: 'Two-step verification is not on for this account.',
    ar: 'التحقق بخطوتين غير مفعّل لهذا الحساب.',
  },
  'auth.twoFactorEnabled': {
    en: 'Two-step verification is on. Keep your recovery codes somewhere safe.',
    ar: 'تم تفعيل التحقق بخطوتين. احتفظ برموز الاسترداد في مكان آمن.',
  },
  'auth.twoFactorDisabled': {
    en: 'Two-step verification is off.',
    ar: 'تم إيقاف التحقق بخطوتين.',
  },
  'auth.recoveryCodesRegenerated': {
    en: 'New recovery codes are ready; the old ones no longer work.',
    ar: 'رموز الاسترداد الجديدة جاهزة، والرموز القديمة لم تعد تعمل.',
  },
  'auth.twoFactorRequiredForOwner': {
    en: 'The shop requires two-step verification for its owner, so it cannot be turned off.',
    ar: 'يشترط المتجر التحقق بخطوتين لمالكه، لذا لا يمكن إيقافه.',
  },
  'auth.twoFactorSetupRequired': {
    en: 'Set up two-step verification to use the admin: the shop requires it for its owner.',
    ar: 'فعّل التحقق بخطوتين لاستخدام لوحة الإدارة: يشترطه المتجر لمالكه.',
  },
  'validation.invalidTotpCode': {
    en: 'Enter the 6-digit code',
    ar: 'أدخل الرمز المكوّن من 6 أرقام',
  },
  'validation.invalidRecoveryCode': {
    en: 'Enter a recovery code like abcde-fghjk',
    ar: 'أدخل رمز استرداد مثل abcde-fghjk',
  },
  'validation.priceNonNegative': {
    en: 'Price must be zero or positive.',
    ar: 'يجب أن يكون السعر صفرًا أو أكثر.',
  },
  'validation.categoryRequired': { en: 'Please select a category.', ar: 'يرجى اختيار الفئة.' },
  // One text for every money field, the same as the form's (issue 25, item 9).
  'validation.invalidPrice': {
    en: 'Enter an amount with at most 2 decimal places',
    ar: 'أدخل مبلغًا بخانتين عشريتين على الأكثر',
  },
  'validation.compareAtAbovePrice': {
    en: 'The compare-at price must be higher than the price.',
    ar: 'يجب أن يكون السعر قبل الخصم أعلى من السعر.',
  },
  'validation.invalidUrl': {
    en: 'Enter a full link starting with https://',
    ar: 'أدخل رابطًا كاملًا يبدأ بـ https://',
  },
  'validation.invalidSku': {
    en: "Use letters, digits, '.', '-', '_' or '/' (no spaces)",
    ar: "استخدم حروفًا أو أرقامًا أو '.' أو '-' أو '_' أو '/' (بدون مسافات)",
  },
  'validation.duplicateValue': {
    en: 'This value is already in this option',
    ar: 'هذه القيمة موجودة بالفعل في هذا الخيار',
  },
  'validation.duplicateSku': {
    en: 'This SKU is used twice',
    ar: 'رمز المنتج (SKU) مستخدم مرتين',
  },
  'validation.skuTaken': {
    en: 'This SKU is already used by another product',
    ar: 'رمز المنتج (SKU) مستخدم بالفعل لمنتج آخر',
  },
  'validation.valuePerOption': {
    en: 'Choose one value for each option',
    ar: 'اختر قيمة واحدة لكل خيار',
  },
  'validation.unknownOptionValue': {
    en: "This value is not one of the option's values",
    ar: 'هذه القيمة ليست من قيم الخيار',
  },
  'validation.duplicateCombination': {
    en: 'This combination is already a variant',
    ar: 'هذه التركيبة موجودة بالفعل كنوع آخر',
  },
  'validation.variantRequired': {
    en: 'Add at least one variant for the options',
    ar: 'أضف نوعًا واحدًا على الأقل لهذه الخيارات',
  },
  'validation.tooManyOptions': {
    en: 'A product can have at most 3 options',
    ar: 'يمكن أن يكون للمنتج ٣ خيارات على الأكثر',
  },
  'validation.tooMany': { en: 'Too many items', ar: 'عدد العناصر كبير جدًا' },
  'validation.nameRequired': {
    en: 'Enter the name in at least one language',
    ar: 'أدخل الاسم بلغة واحدة على الأقل',
  },
  'validation.invalidColor': {
    en: 'Use a color code like #1a2b3c',
    ar: 'استخدم رمز لون مثل #1a2b3c',
  },
  'validation.invalidSlug': {
    en: 'Use lower-case letters, digits and dashes only',
    ar: 'استخدم حروفًا إنجليزية صغيرة وأرقامًا وشرطات فقط',
  },
  'catalog.productDeleted': { en: 'Product deleted.', ar: 'تم حذف المنتج.' },
  'catalog.productDeactivated': {
    en: 'This product appears in orders, so it was deactivated instead of deleted.',
    ar: 'هذا المنتج موجود في طلبات سابقة، لذلك تم إيقافه بدلًا من حذفه.',
  },
  'catalog.colorDeleted': { en: 'Color deleted.', ar: 'تم حذف اللون.' },
  'catalog.categoryDeleted': { en: 'Category deleted.', ar: 'تم حذف الفئة.' },
  // "Tell me when it is back" (issue 22, decision 058).
  'backInStock.requested': {
    en: "We'll let you know when it is back in stock.",
    ar: 'سنبلغك عندما يتوفر من جديد.',
  },
  'backInStock.cancelled': {
    en: 'You will not be told when it is back.',
    ar: 'لن نبلغك عند توفره.',
  },
  'backInStock.inStock': {
    en: 'This item is in stock: you can order it now.',
    ar: 'هذا المنتج متوفر الآن، يمكنك طلبه مباشرة.',
  },
  'backInStock.variantRequired': {
    en: 'Choose the option you want to be told about.',
    ar: 'اختر الخيار الذي تريد أن نبلغك عند توفره.',
  },
  'backInStock.variantNotFound': {
    en: 'This option is not available for this product.',
    ar: 'هذا الخيار غير متاح لهذا المنتج.',
  },
  'errors.categoryHasProducts': {
    en: 'This category has products and cannot be deleted. Deactivate it instead.',
    ar: 'هذه الفئة تحتوي على منتجات ولا يمكن حذفها. يمكنك إيقافها بدلًا من ذلك.',
  },
  'errors.slugTaken': {
    en: 'This slug is already used by another category.',
    ar: 'هذا المعرّف مستخدم لفئة أخرى.',
  },
  'errors.imageType': {
    en: 'Only JPEG, PNG and WebP images are accepted.',
    ar: 'يُسمح فقط بصور JPEG وPNG وWebP.',
  },
  'errors.imageTooLarge': {
    en: 'Each image must be 5 MB or smaller.',
    ar: 'يجب ألا يزيد حجم كل صورة عن 5 ميجابايت.',
  },
  'errors.imageInvalid': {
    en: 'This image file is damaged or unreadable.',
    ar: 'ملف الصورة تالف أو غير قابل للقراءة.',
  },
  'errors.noFiles': { en: 'Choose at least one image.', ar: 'اختر صورة واحدة على الأقل.' },
  'blog.notFound': { en: 'Article not found', ar: 'المقال غير موجود' },
  'blog.slugTaken': {
    en: 'This slug is already used by another article. Choose a different one.',
    ar: 'هذا الرابط المختصر مستخدم لمقال آخر. اختر رابطًا مختلفًا.',
  },
  'blog.deleted': { en: 'Article deleted.', ar: 'تم حذف المقال.' },
  'faq.notFound': { en: 'Question not found', ar: 'السؤال غير موجود' },
  'faq.deleted': { en: 'Question deleted.', ar: 'تم حذف السؤال.' },
  // The admin's Discounts area: coupons (issue 19 §3).
  'validation.couponCodeFormat': {
    en: 'Use 3 to 32 letters, digits, - or _ (no spaces or emoji)',
    ar: 'استخدم من 3 إلى 32 حرفًا أو رقمًا أو - أو _ (بدون مسافات أو رموز تعبيرية)',
  },
  'validation.couponCodeTaken': {
    en: 'Another coupon already uses this code',
    ar: 'هذا الكود مستخدم لكوبون آخر',
  },
  'validation.invalidDateTime': { en: 'Enter a date and time', ar: 'أدخل تاريخًا ووقتًا صحيحين' },
  'validation.percentRange': {
    en: 'Enter a whole percentage from 1 to 100',
    ar: 'أدخل نسبة مئوية بعدد صحيح من 1 إلى 100',
  },
  'validation.amountPositive': { en: 'Enter an amount above zero', ar: 'أدخل مبلغًا أكبر من صفر' },
  'validation.endAfterStart': {
    en: 'The end must be after the start',
    ar: 'يجب أن يكون موعد الانتهاء بعد موعد البدء',
  },
  'validation.wholeNumber': { en: 'Enter a whole number', ar: 'أدخل عددًا صحيحًا' },
  'validation.usageLimitPositive': {
    en: 'Enter 1 or more, or leave it empty for no limit',
    ar: 'أدخل 1 أو أكثر، أو اتركه فارغًا لعدد غير محدود',
  },
  'validation.usageLimitBelowUsed': {
    en: 'This coupon has already been used {n} times; the limit cannot be lower',
    ar: 'عدد مرات استخدام هذا الكوبون حتى الآن {n}؛ لا يمكن أن يكون الحد أقل من ذلك',
  },
  'validation.unknownProducts': {
    en: 'Some of the chosen products no longer exist',
    ar: 'بعض المنتجات المختارة لم تعد موجودة',
  },
  'validation.unknownCategories': {
    en: 'Some of the chosen categories no longer exist',
    ar: 'بعض الفئات المختارة لم تعد موجودة',
  },
  // Bulk edit of products (issue 22, decision 056).
  'validation.bulkNothingSelected': {
    en: 'Select at least one product',
    ar: 'اختر منتجًا واحدًا على الأقل',
  },
  'validation.bulkDuplicateIds': {
    en: 'A product was selected twice',
    ar: 'تم اختيار أحد المنتجات مرتين',
  },
  'validation.bulkPercentRange': {
    en: 'Enter a percentage above 0 and at most 1000',
    ar: 'أدخل نسبة مئوية أكبر من 0 ولا تزيد عن 1000',
  },
  'validation.bulkPriceTooHigh': {
    en: 'This change would raise some prices above the highest allowed price',
    ar: 'هذا التغيير سيرفع بعض الأسعار فوق أعلى سعر مسموح به',
  },
  'catalog.bulkUpdated': { en: 'Products updated.', ar: 'تم تحديث المنتجات.' },
  'discounts.couponNotFound': { en: 'Coupon not found', ar: 'الكوبون غير موجود' },
  'discounts.couponUsed': {
    en: 'This coupon has been used in orders, so it cannot be deleted. Deactivate it instead.',
    ar: 'هذا الكوبون مستخدم في طلبات، لذلك لا يمكن حذفه. يمكنك إيقافه بدلًا من ذلك.',
  },
  'discounts.couponDeleted': { en: 'Coupon deleted.', ar: 'تم حذف الكوبون.' },
  'validation.invalidBlogSlug': {
    en: 'Use Arabic or English letters, digits and dashes',
    ar: 'استخدم حروفًا عربية أو إنجليزية وأرقامًا وشرطات',
  },
  'validation.invalidVideoUrl': {
    en: 'Enter a YouTube or Vimeo link',
    ar: 'أدخل رابط فيديو من يوتيوب أو فيميو',
  },
  'validation.tagTooLong': {
    en: 'Each tag can have at most 40 characters',
    ar: 'يجب ألا يزيد كل وسم عن 40 حرفًا',
  },
  'validation.tooManyTags': { en: 'Use at most 15 tags', ar: 'استخدم 15 وسمًا على الأكثر' },
  'errors.reorderMismatch': {
    en: 'The list changed meanwhile. Please refresh and try again.',
    ar: 'تغيّرت القائمة في هذه الأثناء. يرجى التحديث والمحاولة مرة أخرى.',
  },
  'validation.phoneRequired': { en: 'Phone number is required', ar: 'رقم الهاتف مطلوب' },
  'validation.addressRequired': { en: 'Address is required', ar: 'العنوان مطلوب' },
  'validation.cityRequired': { en: 'City is required', ar: 'المدينة مطلوبة' },
  'validation.stateRequired': { en: 'State is required', ar: 'المحافظة مطلوبة' },
  'validation.unknownGovernorate': {
    en: 'Choose a governorate from the list',
    ar: 'اختر محافظة من القائمة',
  },
  'validation.invalidPaymentMethod': {
    en: 'Choose a payment method from the list',
    ar: 'اختر طريقة دفع من القائمة',
  },
  'validation.invalidEgyptianMobile': {
    en: 'Enter an Egyptian mobile number, e.g. 01012345678',
    ar: 'أدخل رقم هاتف محمول مصريًا، مثل 01012345678',
  },
  'validation.invalidPostalCode': { en: 'Enter a valid postal code', ar: 'أدخل رمزًا بريديًا صحيحًا' },
  'orders.cartEmpty': { en: 'Your cart is empty.', ar: 'سلة التسوق فارغة.' },
  'orders.itemUnavailable': {
    en: '{name} is no longer available.',
    ar: '{name} لم يعد متاحًا.',
  },
  'coupons.unknown': {
    en: 'This code does not exist. Check how it is written.',
    ar: 'هذا الكود غير موجود. تأكد من كتابته بشكل صحيح.',
  },
  'coupons.notStarted': {
    en: 'This code is not valid yet. Try again when the offer starts.',
    ar: 'هذا الكود غير صالح بعد. جرّبه عند بدء العرض.',
  },
  'coupons.expired': { en: 'This code has expired.', ar: 'انتهت صلاحية هذا الكود.' },
  'coupons.usedUp': {
    en: 'This code has been used the maximum number of times.',
    ar: 'تم استخدام هذا الكود الحد الأقصى من المرات.',
  },
  'coupons.alreadyUsed': {
    en: 'You have already used this code.',
    ar: 'لقد استخدمت هذا الكود من قبل.',
  },
  'coupons.minimumNotMet': {
    en: 'This code needs an order of {minimum}: add {missing} more.',
    ar: 'هذا الكود يتطلب طلبًا بقيمة {minimum}: أضف {missing} أخرى.',
  },
  'coupons.notForTheseItems': {
    en: 'This code is not valid for the items in your cart.',
    ar: 'هذا الكود غير صالح للمنتجات الموجودة في سلتك.',
  },
  'cart.emptyForCoupon': {
    en: 'Add products to your cart before applying a code.',
    ar: 'أضف منتجات إلى سلتك قبل تطبيق الكود.',
  },
  'coupons.applied': { en: 'Code applied.', ar: 'تم تطبيق الكود.' },
  'coupons.removed': { en: 'Code removed.', ar: 'تمت إزالة الكود.' },
  'orders.itemOutOfStock': {
    en: '{name}: only {n} left in stock.',
    ar: '{name}: المتبقي في المخزون {n} فقط.',
  },
  'orders.stockProblem': {
    en: 'Some items in your cart are not available in the requested quantity.',
    ar: 'بعض المنتجات في سلتك غير متوفرة بالكمية المطلوبة.',
  },
  'orders.cardDisabled': {
    en: 'Card payment is temporarily unavailable. Please choose cash on delivery.',
    ar: 'الدفع بالبطاقة غير متاح مؤقتًا. يرجى اختيار الدفع عند الاستلام.',
  },
  // The other Paymob methods (decision 041): switched off, not set up here, under its minimum.
  'orders.methodDisabled': {
    en: '{methodEn} is not available. Please choose another payment method.',
    ar: '{methodAr} غير متاح. يرجى اختيار طريقة دفع أخرى.',
  },
  'orders.methodNotConfigured': {
    en: '{methodEn} is temporarily unavailable. Please choose another payment method.',
    ar: '{methodAr} غير متاح مؤقتًا. يرجى اختيار طريقة دفع أخرى.',
  },
  'orders.belowMethodMinimum': {
    en: '{methodEn} is available for orders of {minimum} or more. Please choose another payment method.',
    ar: '{methodAr} متاح للطلبات بقيمة {minimum} أو أكثر. يرجى اختيار طريقة دفع أخرى.',
  },
  'orders.idempotencyKeyRequired': {
    en: 'The Idempotency-Key header is required.',
    ar: 'ترويسة Idempotency-Key مطلوبة.',
  },
  'orders.notFound': { en: 'Order not found', ar: 'الطلب غير موجود' },
  'reviews.notDelivered': {
    en: 'You can rate a product once it has been delivered to you.',
    ar: 'يمكنك تقييم المنتج بعد توصيله إليك.',
  },
  'reviews.alreadyRated': {
    en: 'You have already rated this product.',
    ar: 'لقد قيّمت هذا المنتج من قبل.',
  },
  'validation.invalidRating': { en: 'Choose from 1 to 5 stars', ar: 'اختر من نجمة إلى 5 نجوم' },
  'orders.transitionNotAllowed': {
    en: 'This action is not possible in the order’s current state. Refresh to see its latest status.',
    ar: 'لا يمكن تنفيذ هذا الإجراء في حالة الطلب الحالية. حدّث الصفحة لترى آخر حالة له.',
  },
  'orders.cleanedUp': { en: '{n} failed orders removed.', ar: 'تم حذف {n} من الطلبات الفاشلة.' },
  // Cash on delivery: the cash collected and the customer's confirmation (decision 043).
  'orders.cashOnlyCod': {
    en: 'Cash collection can be recorded only for cash-on-delivery orders.',
    ar: 'يمكن تسجيل تحصيل النقود لطلبات الدفع عند الاستلام فقط.',
  },
  'orders.cashAboveTotal': {
    en: 'The amount collected cannot be more than the order total ({total}).',
    ar: 'لا يمكن أن يزيد المبلغ المحصّل عن إجمالي الطلب ({total}).',
  },
  'orders.cashDateFuture': {
    en: 'The collection date cannot be in the future.',
    ar: 'لا يمكن أن يكون تاريخ التحصيل في المستقبل.',
  },
  'orders.cashDateBeforeOrder': {
    en: 'The collection date cannot be before the order was placed ({date}).',
    ar: 'لا يمكن أن يكون تاريخ التحصيل قبل تاريخ الطلب ({date}).',
  },
  'orders.confirmationUnknown': {
    en: 'This confirmation link is not valid. Open the whole link from the e-mail, or sign in to see your orders.',
    ar: 'رابط التأكيد هذا غير صالح. افتح الرابط كاملًا من البريد الإلكتروني، أو سجّل الدخول لرؤية طلباتك.',
  },
  'orders.confirmationUsed': {
    en: 'Order #{n} is already confirmed: this link was used before. There is nothing more to do.',
    ar: 'الطلب رقم {n} مؤكَّد بالفعل: استُخدم هذا الرابط من قبل. لا حاجة لأي إجراء آخر.',
  },
  'orders.confirmationCancelled': {
    en: 'Order #{n} was cancelled, so it can no longer be confirmed.',
    ar: 'تم إلغاء الطلب رقم {n}، لذا لم يعد بالإمكان تأكيده.',
  },
  'validation.invalidAmount': {
    en: 'Enter an amount with at most 2 decimal places',
    ar: 'أدخل مبلغًا بخانتين عشريتين على الأكثر',
  },
  'users.notFound': { en: 'User not found', ar: 'المستخدم غير موجود' },
  'users.cannotChangeOwnRole': {
    en: 'You cannot remove your own admin role. Ask another admin to do it.',
    ar: 'لا يمكنك إزالة صلاحية المدير عن نفسك. اطلب ذلك من مدير آخر.',
  },
  'users.cannotDisableSelf': {
    en: 'You cannot disable your own account.',
    ar: 'لا يمكنك تعطيل حسابك.',
  },
  'users.lastAdmin': {
    en: 'This is the last active admin. Make another user an admin first.',
    ar: 'هذا آخر مدير نشط. اجعل مستخدمًا آخر مديرًا أولًا.',
  },
  'csv.audit.time': { en: 'Time (Cairo)', ar: 'الوقت (القاهرة)' },
  'csv.audit.staffName': { en: 'Staff member', ar: 'الموظف' },
  'csv.audit.staffEmail': { en: 'Staff e-mail', ar: 'بريد الموظف' },
  'csv.audit.action': { en: 'Action (code)', ar: 'الإجراء (الرمز)' },
  'csv.audit.entityType': { en: 'Entity type (code)', ar: 'نوع العنصر (الرمز)' },
  'csv.audit.entityId': { en: 'Entity id', ar: 'معرّف العنصر' },
  'csv.audit.entity': { en: 'Entity', ar: 'العنصر' },
  'csv.audit.before': { en: 'Before', ar: 'قبل' },
  'csv.audit.after': { en: 'After', ar: 'بعد' },
  'csv.orders.number': { en: 'Order number', ar: 'رقم الطلب' },
  'csv.orders.createdAt': { en: 'Date (Cairo)', ar: 'التاريخ (القاهرة)' },
  'csv.orders.customer': { en: 'Customer', ar: 'العميل' },
  'csv.orders.email': { en: 'Email', ar: 'البريد الإلكتروني' },
  'csv.orders.phone': { en: 'Phone', ar: 'الهاتف' },
  'csv.orders.city': { en: 'City', ar: 'المدينة' },
  'csv.orders.state': { en: 'Governorate', ar: 'المحافظة' },
  'csv.orders.items': { en: 'Items', ar: 'عدد القطع' },
  'csv.orders.subtotal': { en: 'Subtotal (EGP)', ar: 'المجموع الفرعي (ج.م)' },
  'csv.orders.shipping': { en: 'Shipping (EGP)', ar: 'الشحن (ج.م)' },
  'csv.orders.total': { en: 'Total (EGP)', ar: 'الإجمالي (ج.م)' },
  'csv.orders.paymentMethod': { en: 'Payment method', ar: 'طريقة الدفع' },
  'csv.orders.paymentStatus': { en: 'Payment status', ar: 'حالة الدفع' },
  'csv.orders.deliveryStatus': { en: 'Delivery status', ar: 'حالة التوصيل' },
  'csv.orders.paidAt': { en: 'Paid at (Cairo)', ar: 'تاريخ الدفع (القاهرة)' },
  'csv.users.firstName': { en: 'First name', ar: 'الاسم الأول' },
  'csv.users.lastName': { en: 'Last name', ar: 'اسم العائلة' },
  'csv.users.email': { en: 'Email', ar: 'البريد الإلكتروني' },
  'csv.users.phone': { en: 'Phone', ar: 'الهاتف' },
  'csv.users.role': { en: 'Role', ar: 'الدور' },
  'csv.users.confirmed': { en: 'Email confirmed', ar: 'البريد مؤكد' },
  'csv.users.status': { en: 'Account', ar: 'الحساب' },
  'csv.users.orders': { en: 'Orders', ar: 'الطلبات' },
  'csv.users.createdAt': { en: 'Joined (Cairo)', ar: 'تاريخ التسجيل (القاهرة)' },
  'csv.paymentMethod.cod': { en: 'Cash on delivery', ar: 'الدفع عند الاستلام' },
  'csv.paymentMethod.card': { en: 'Card', ar: 'بطاقة' },
  'csv.paymentMethod.wallet': { en: 'Mobile wallet', ar: 'محفظة إلكترونية' },
  'csv.paymentMethod.instalments': { en: 'Instalments', ar: 'تقسيط' },
  'csv.paymentMethod.apple_pay': { en: 'Apple Pay', ar: 'Apple Pay' },
  'csv.paymentMethod.kiosk': { en: 'Kiosk (cash)', ar: 'منافذ الدفع (نقدًا)' },
  'csv.paymentStatus.pending': { en: 'Pending', ar: 'قيد الانتظار' },
  'csv.paymentStatus.paid': { en: 'Paid', ar: 'مدفوع' },
  'csv.paymentStatus.failed': { en: 'Failed', ar: 'فشل' },
  'csv.paymentStatus.cancelled': { en: 'Cancelled', ar: 'ملغي' },
  'csv.paymentStatus.partially_refunded': { en: 'Partially refunded', ar: 'مسترد جزئيًا' },
  'csv.paymentStatus.refunded': { en: 'Refunded', ar: 'مسترد' },
  'csv.deliveryStatus.awaiting_confirmation': {
    en: 'Awaiting confirmation',
    ar: 'بانتظار التأكيد',
  },
  'csv.deliveryStatus.in_progress': { en: 'Processing', ar: 'قيد التجهيز' },
  'csv.deliveryStatus.out_for_delivery': { en: 'Out for delivery', ar: 'خرج للتوصيل' },
  'csv.deliveryStatus.returned': { en: 'Returned to shop', ar: 'مرتجع إلى المتجر' },
  'csv.deliveryStatus.delivered': { en: 'Delivered', ar: 'تم التوصيل' },
  'csv.role.admin': { en: 'Admin', ar: 'مدير' },
  'csv.role.customer': { en: 'Customer', ar: 'عميل' },
  'csv.role.manager': { en: 'Store manager', ar: 'مشرف المتجر' },
  'csv.role.order_handler': { en: 'Order handler', ar: 'مسؤول الطلبات' },
  'csv.role.content_editor': { en: 'Content editor', ar: 'محرر المحتوى' },
  'csv.role.support_agent': { en: 'Support agent', ar: 'موظف الدعم' },
  'csv.role.undefined': { en: 'Undefined', ar: 'غير محدد' },
  'csv.yes': { en: 'Yes', ar: 'نعم' },
  'csv.no': { en: 'No', ar: 'لا' },
  'csv.active': { en: 'Active', ar: 'نشط' },
  'csv.disabled': { en: 'Disabled', ar: 'معطل' },
  'validation.invalidDate': {
    en: 'Enter a date as YYYY-MM-DD',
    ar: 'أدخل التاريخ بالصيغة YYYY-MM-DD',
  },
  'validation.required': { en: 'This field is required', ar: 'هذا الحقل مطلوب' },
  'validation.invalid': { en: 'Invalid', ar: 'غير صالح' },
  'validation.invalidType': { en: 'Invalid value', ar: 'قيمة غير صالحة' },
  'validation.unknownField': { en: 'Unknown field', ar: 'حقل غير معروف' },
  'validation.tooShort': {
    en: 'Must be at least {min} characters',
    ar: 'يجب ألا يقل عن {min} أحرف',
  },
  'validation.tooLong': {
    en: 'Must be at most {max} characters',
    // Number-neutral: "{max} حرفًا" agrees with 150 but not with 100 (issue 25 item 11).
    ar: 'الحد الأقصى لعدد الأحرف: {max}',
  },
  'validation.tooSmall': { en: 'Must be at least {min}', ar: 'يجب ألا يقل عن {min}' },
  'validation.tooBig': { en: 'Must be at most {max}', ar: 'يجب ألا يزيد عن {max}' },
  'validation.invalidOption': {
    en: 'Must be one of: {options}',
    ar: 'يجب أن تكون إحدى القيم: {options}',
  },
  'validation.invalidEmail': { en: 'Invalid email address', ar: 'عنوان بريد إلكتروني غير صالح' },
  'validation.invalidUuid': { en: 'Invalid identifier', ar: 'معرّف غير صالح' },
  'validation.passwordMin': {
    en: 'Password must be at least 6 characters',
    ar: 'يجب ألا تقل كلمة المرور عن 6 أحرف',
  },
  // Decision 040: refused new passwords, beside SPEC's minimum.
  'validation.passwordCommon': {
    en: 'This password is too common and easy to guess. Please choose another one.',
    ar: 'كلمة المرور هذه شائعة جدًا وسهلة التخمين. يرجى اختيار كلمة مرور أخرى.',
  },
  'validation.passwordPersonal': {
    en: 'The password must not be your email address or your name.',
    ar: 'يجب ألا تكون كلمة المرور هي بريدك الإلكتروني أو اسمك.',
  },
  'validation.passwordsMismatch': {
    en: 'Passwords do not match',
    ar: 'كلمتا المرور غير متطابقتين',
  },
  'validation.invalidQuantity': {
    en: 'Quantity must be a whole number from 1 to 99',
    ar: 'يجب أن تكون الكمية عددًا صحيحًا من 1 إلى 99',
  },
  'cart.colorRequired': {
    en: 'Color selection is required for this product',
    ar: 'يجب اختيار اللون لهذا المنتج',
  },
  'cart.variantRequired': {
    en: 'Choose an option for each choice of this product',
    ar: 'اختر قيمة لكل خيار من خيارات هذا المنتج',
  },
  'cart.variantNotFound': {
    en: 'This option is not available for this product.',
    ar: 'هذا الخيار غير متاح لهذا المنتج.',
  },
  'cart.colorNotFound': {
    en: 'This color is not available for this product.',
    ar: 'هذا اللون غير متاح لهذا المنتج.',
  },
  'cart.outOfStock': {
    en: 'This product is out of stock.',
    ar: 'هذا المنتج غير متوفر في المخزون حاليًا.',
  },
  'cart.onlyLeft': {
    en: 'Only {n} left in stock.',
    ar: 'الكمية المتاحة في المخزون {n} فقط.',
  },
  'cart.maxQuantity': {
    en: 'You can have at most 99 pieces of one item in your cart.',
    ar: 'الحد الأقصى للمنتج الواحد في السلة 99 قطعة.',
  },
  'cart.itemNotFound': {
    en: 'This item is not in your cart.',
    ar: 'هذا المنتج غير موجود في سلة التسوق.',
  },
  'health.ok': { en: 'OK', ar: 'يعمل' },
  'payments.initiationFailed': {
    en: 'We could not start the card payment. Your order was not charged; please try again or choose cash on delivery.',
    ar: 'تعذّر بدء الدفع بالبطاقة. لم يتم خصم أي مبلغ؛ يرجى المحاولة مرة أخرى أو اختيار الدفع عند الاستلام.',
  },
  'payments.invalidSignature': {
    en: 'Invalid payment signature.',
    ar: 'توقيع الدفع غير صالح.',
  },
  'support.threadNotFound': {
    en: 'Support conversation not found',
    ar: 'محادثة الدعم غير موجودة',
  },
  'contact.sent': {
    en: 'Thank you! Your message has been sent. We will get back to you soon.',
    ar: 'شكرًا لك! تم إرسال رسالتك، وسنعود إليك قريبًا.',
  },
  'payments.invalidCallback': {
    en: 'This payment notification cannot be accepted.',
    ar: 'لا يمكن قبول إشعار الدفع هذا.',
  },
  'payments.retryNotAllowed': {
    en: 'This order can no longer be paid by card. Please place a new order.',
    ar: 'لم يعد بالإمكان دفع هذا الطلب بالبطاقة. يرجى إنشاء طلب جديد.',
  },
  'payments.inProgress': {
    en: 'A payment for this order is being started. Please wait a moment and try again.',
    ar: 'جارٍ بدء عملية دفع لهذا الطلب. يرجى الانتظار لحظة ثم المحاولة مرة أخرى.',
  },
  // Refunds and voids from the admin order page (decision 042).
  'refunds.keyRequired': {
    en: 'This refund request has no idempotency key. Reload the page and try again.',
    ar: 'طلب الاسترداد هذا بلا مفتاح منع التكرار. أعد تحميل الصفحة وحاول مرة أخرى.',
  },
  'refunds.keyReused': {
    en: 'This refund request was already used for another order. Reload the page and try again.',
    ar: 'استُخدم طلب الاسترداد هذا لطلب آخر. أعد تحميل الصفحة وحاول مرة أخرى.',
  },
  'refunds.notPaid': {
    en: 'This order has no payment to refund.',
    ar: 'لا توجد دفعة لهذا الطلب يمكن استردادها.',
  },
  'refunds.nothingLeft': {
    en: 'Everything paid for this order was already refunded (or is being refunded).',
    ar: 'تم استرداد كل ما دُفع لهذا الطلب بالفعل (أو يجري استرداده).',
  },
  'refunds.tooMuch': {
    en: 'You can refund at most EGP {amount} for this order.',
    ar: 'أقصى مبلغ يمكن استرداده لهذا الطلب {amount} ج.م.',
  },
  'refunds.manualOnlyCod': {
    en: 'Cash on delivery cannot be refunded through Paymob. Record a manual refund and say how the money went back.',
    ar: 'لا يمكن استرداد الدفع عند الاستلام عبر Paymob. سجّل استردادًا يدويًا واذكر كيف أُعيد المبلغ.',
  },
  'refunds.manualOnlyKiosk': {
    en: 'Kiosk payments (Aman, Masary) cannot be refunded through Paymob. Record a manual refund and say how the money went back.',
    ar: 'لا يمكن استرداد مدفوعات الأكشاك (أمان، مصاري) عبر Paymob. سجّل استردادًا يدويًا واذكر كيف أُعيد المبلغ.',
  },
  'refunds.noTransaction': {
    en: 'No Paymob transaction is known for this payment. Refund it in Paymob and record a manual refund here.',
    ar: 'لا توجد معاملة Paymob معروفة لهذه الدفعة. استردّها من Paymob ثم سجّل استردادًا يدويًا هنا.',
  },
  'refunds.notConfigured': {
    en: 'Paymob refunds are not set up on this server. Record a manual refund instead.',
    ar: 'الاسترداد عبر Paymob غير مُعدّ على هذا الخادم. سجّل استردادًا يدويًا بدلًا من ذلك.',
  },
  'refunds.voidCardOnly': {
    en: 'Only card payments can be voided.',
    ar: 'لا يمكن إلغاء العملية إلا للدفع بالبطاقة.',
  },
  'refunds.voidTooLate': {
    en: 'A card payment can be voided only on the day it was made (Cairo time). Refund it instead.',
    ar: 'لا يمكن إلغاء عملية الدفع بالبطاقة إلا في يوم إجرائها (بتوقيت القاهرة). استخدم الاسترداد بدلًا من ذلك.',
  },
  'refunds.voidAfterRefund': {
    en: 'A payment with refunds cannot be voided. Refund the rest instead.',
    ar: 'لا يمكن إلغاء دفعة جرى استرداد جزء منها. استرد الباقي بدلًا من ذلك.',
  },
  'refunds.providerFailed': {
    en: 'Paymob did not accept the refund: nothing was refunded. You can try again. ({error})',
    ar: 'لم تقبل Paymob عملية الاسترداد: لم يُسترد أي مبلغ. يمكنك المحاولة مرة أخرى. ({error})',
  },
  'refunds.done': {
    en: 'EGP {amount} refunded.',
    ar: 'تم استرداد {amount} ج.م.',
  },
  'refunds.recorded': {
    en: 'Manual refund of EGP {amount} recorded.',
    ar: 'تم تسجيل استرداد يدوي بقيمة {amount} ج.م.',
  },
  'refunds.voided': {
    en: 'The payment was voided: EGP {amount} back to the customer.',
    ar: 'تم إلغاء الدفعة: أُعيد {amount} ج.م إلى العميل.',
  },
  'refunds.pending': {
    en: 'Paymob has not confirmed the refund yet. It will show here once Paymob confirms it; do not refund again.',
    ar: 'لم تؤكد Paymob عملية الاسترداد بعد. ستظهر هنا بمجرد تأكيدها؛ لا تكرر الاسترداد.',
  },
  // A refund Paymob never answered, given up by the admin (decision 042).
  'refunds.notFound': {
    en: 'This refund was not found on this order.',
    ar: 'لم يُعثر على عملية الاسترداد هذه في هذا الطلب.',
  },
  'refunds.notPending': {
    en: 'This refund is no longer waiting for Paymob.',
    ar: 'عملية الاسترداد هذه لم تعد بانتظار Paymob.',
  },
  'refunds.tooRecent': {
    en: 'Paymob may still confirm this refund. You can mark it failed {minutes} minutes after it was asked.',
    ar: 'قد تؤكد Paymob عملية الاسترداد هذه. يمكنك تسجيلها كفاشلة بعد {minutes} دقيقة من طلبها.',
  },
  'refunds.markedFailed': {
    en: 'The refund was marked failed: EGP {amount} can be refunded again.',
    ar: 'سُجّلت عملية الاسترداد كفاشلة: يمكن استرداد {amount} ج.م مرة أخرى.',
  },
  'validation.noteRequired': {
    en: 'Say how the money went back to the customer',
    ar: 'اذكر كيف أُعيد المبلغ إلى العميل',
  },
  'notifications.notFound': { en: 'Notification not found', ar: 'الإشعار غير موجود' },
  'notifications.customerNotFound': {
    en: 'No customer account uses this e-mail address.',
    ar: 'لا يوجد حساب عميل بهذا البريد الإلكتروني.',
  },
  'notifications.sent': {
    en: 'Notification sent to {n} recipient(s).',
    ar: 'تم إرسال الإشعار إلى {n} من المستلمين.',
  },
  'validation.sameSitePath': {
    en: 'Enter a link on this site that starts with /, e.g. /products',
    ar: 'أدخل رابطًا داخل الموقع يبدأ بـ /، مثل /products',
  },
  // Shipping zones and the shop's shipping and VAT settings (issue 19).
  'validation.wholeDays': { en: 'Enter a whole number of days', ar: 'أدخل عددًا صحيحًا من الأيام' },
  'validation.wholePercent': {
    en: 'Enter a whole percentage, e.g. 14',
    ar: 'أدخل نسبة مئوية بعدد صحيح، مثل 14',
  },
  'validation.daysMaxBeforeMin': {
    en: 'The longest time must not be shorter than the shortest',
    ar: 'يجب ألا تقل أطول مدة عن أقصر مدة',
  },
  'validation.governoratesRequired': {
    en: 'Choose at least one governorate',
    ar: 'اختر محافظة واحدة على الأقل',
  },
  'shipping.governorateTaken': {
    en: '{governorateEn} is already in the zone “{zoneEn}”',
    ar: 'محافظة {governorateAr} تابعة بالفعل لمنطقة «{zoneAr}»',
  },
  'shipping.zoneNotFound': { en: 'Shipping zone not found', ar: 'منطقة الشحن غير موجودة' },
  'shipping.zoneDeleted': { en: 'Shipping zone deleted', ar: 'تم حذف منطقة الشحن' },
  // Shipments and couriers (issue 21, decision 044).
  'validation.noControlCharacters': {
    en: 'Must not contain control characters (tabs, line breaks…)',
    ar: 'يجب ألا يحتوي على رموز تحكم (مسافات جدولة أو أسطر جديدة…)',
  },
  'validation.invalidWeight': {
    en: 'Enter the weight in kilograms, e.g. 1.5',
    ar: 'أدخل الوزن بالكيلوجرام، مثل 1.5',
  },
  'shipments.notFound': { en: 'Shipment not found', ar: 'الشحنة غير موجودة' },
  'shipments.orderCancelled': {
    en: 'This order is cancelled, so it cannot be shipped.',
    ar: 'هذا الطلب ملغي، لذا لا يمكن شحنه.',
  },
  'shipments.orderUnpaid': {
    en: 'This order is paid online and its payment has not arrived, so it cannot be shipped yet.',
    ar: 'هذا الطلب مدفوع إلكترونيًا ولم يصل مبلغه بعد، لذا لا يمكن شحنه الآن.',
  },
  'shipments.awaitingConfirmation': {
    en: 'This order is waiting for its customer’s confirmation. Confirm it before shipping.',
    ar: 'هذا الطلب في انتظار تأكيد العميل. أكّده قبل الشحن.',
  },
  'shipments.alreadyShipped': {
    en: 'This order already has a shipment. Cancel it first to ship the order again.',
    ar: 'لهذا الطلب شحنة بالفعل. ألغِها أولًا لشحن الطلب من جديد.',
  },
  'shipments.notShippable': {
    en: 'This order cannot be shipped in its current state.',
    ar: 'لا يمكن شحن هذا الطلب في حالته الحالية.',
  },
  'shipments.codAboveOwed': {
    en: 'The cash to collect cannot be more than the order still owes ({owed}).',
    ar: 'لا يمكن أن يزيد المبلغ المطلوب تحصيله عن المستحق على الطلب ({owed}).',
  },
  'shipments.courierNotConfigured': {
    en: 'This courier is not set up on this shop.',
    ar: 'شركة الشحن هذه غير مفعّلة في المتجر.',
  },
  'shipments.courierTimeout': {
    en: '{courier} did not answer in time. Nothing was saved; you can try again.',
    ar: 'لم تردّ {courier} في الوقت المحدد. لم يُحفظ أي شيء، ويمكنك المحاولة مرة أخرى.',
  },
  'shipments.courierUnavailable': {
    en: '{courier} cannot be reached right now. Nothing was saved; try again in a few minutes.',
    ar: 'تعذّر الوصول إلى {courier} الآن. لم يُحفظ أي شيء، حاول مرة أخرى بعد بضع دقائق.',
  },
  'shipments.courierRefused': {
    en: '{courier} refused the request: {reason}',
    ar: 'رفضت {courier} الطلب: {reason}',
  },
  'shipments.addressUnsupported': {
    en: 'Bosta delivers only inside Egypt to a known governorate, and needs a street address of more than 5 characters. Use the manual courier for this order.',
    ar: 'توصّل بوسطة داخل مصر فقط إلى محافظة معروفة، وتحتاج إلى عنوان أطول من 5 أحرف. استخدم الشحن اليدوي لهذا الطلب.',
  },
  'shipments.notLive': {
    en: 'This shipment is already finished or cancelled.',
    ar: 'هذه الشحنة انتهت أو أُلغيت بالفعل.',
  },
  'shipments.onlyManual': {
    en: 'Only a manual courier’s shipment is marked delivered or returned by staff; Bosta reports its own.',
    ar: 'لا يسجّل فريق المتجر التسليم أو الإرجاع إلا لشحنات الشحن اليدوي؛ بوسطة تبلّغ عن شحناتها بنفسها.',
  },
  'shipments.noAirwayBill': {
    en: 'Only a Bosta shipment has an airway bill to print.',
    ar: 'بوليصة الشحن متاحة لشحنات بوسطة فقط.',
  },
  'shipments.webhookRefused': {
    en: 'Webhook refused.',
    ar: 'تم رفض الإشعار.',
  },
  // The customer cancels their order; returns (issue 21, decision 046).
  'orders.cancelNotAllowed': {
    en: 'This order can no longer be cancelled: it has left our store or is already cancelled. Please contact us.',
    ar: 'لم يعد ممكنًا إلغاء هذا الطلب: فقد غادر المتجر أو أُلغي بالفعل. يرجى التواصل معنا.',
  },
  'orders.cancelledByYou.none': {
    en: 'Your order is cancelled. Nothing was charged.',
    ar: 'تم إلغاء طلبك. لم يُخصم أي مبلغ.',
  },
  'orders.cancelledByYou.refunded': {
    en: 'Your order is cancelled and {amount} was refunded.',
    ar: 'تم إلغاء طلبك وردّ مبلغ {amount} إليك.',
  },
  'orders.cancelledByYou.pending': {
    en: 'Your order is cancelled. Your refund of {amount} is on its way.',
    ar: 'تم إلغاء طلبك. استرداد مبلغ {amount} قيد التنفيذ.',
  },
  'orders.cancelledByYou.manual': {
    en: 'Your order is cancelled. We will contact you to refund {amount}.',
    ar: 'تم إلغاء طلبك. سنتواصل معك لردّ مبلغ {amount}.',
  },
  'returns.notFound': { en: 'Return request not found.', ar: 'طلب الإرجاع غير موجود.' },
  'returns.noItems': {
    en: 'Choose at least one item to return.',
    ar: 'اختر منتجًا واحدًا على الأقل لإرجاعه.',
  },
  'returns.notDelivered': {
    en: 'Items can be returned only once the order is delivered.',
    ar: 'لا يمكن إرجاع المنتجات إلا بعد توصيل الطلب.',
  },
  'returns.orderCancelled': {
    en: 'This order was cancelled: there is nothing to return.',
    ar: 'تم إلغاء هذا الطلب، فلا يوجد ما يمكن إرجاعه.',
  },
  'returns.windowClosed': {
    en: 'The return period for this order has ended.',
    ar: 'انتهت مدة الإرجاع المسموح بها لهذا الطلب.',
  },
  'returns.openRequest': {
    en: 'This order already has a return request in progress.',
    ar: 'يوجد بالفعل طلب إرجاع قيد المعالجة لهذا الطلب.',
  },
  'returns.nothingLeft': {
    en: 'Every item of this order was already returned.',
    ar: 'تم إرجاع كل منتجات هذا الطلب بالفعل.',
  },
  'returns.unknownItem': {
    en: 'This item is not part of the order.',
    ar: 'هذا المنتج ليس ضمن الطلب.',
  },
  'returns.tooManyItems': {
    en: 'You can return at most {max} of this item.',
    ar: 'يمكنك إرجاع {max} كحد أقصى من هذا المنتج.',
  },
  'returns.tooManyPhotos': {
    en: 'You can add at most {max} photos.',
    ar: 'يمكنك إضافة {max} صور كحد أقصى.',
  },
  'returns.notRequested': {
    en: 'This return request was already handled and can no longer be changed.',
    ar: 'تمت معالجة طلب الإرجاع هذا ولم يعد ممكنًا تعديله.',
  },
  'returns.wrongStatus': {
    en: 'This return request has moved on meanwhile. Refresh the page.',
    ar: 'تغيّرت حالة طلب الإرجاع في الأثناء. حدّث الصفحة.',
  },
  'returns.refundNotPaid': {
    en: "The order's payment was never recorded: record the cash collected first.",
    ar: 'لم يُسجَّل دفع هذا الطلب بعد: سجّل المبلغ المحصّل أولًا.',
  },
  'returns.refunded': {
    en: 'The return is refunded.',
    ar: 'تم ردّ مبلغ الإرجاع.',
  },
  'returns.refundPending': {
    en: 'The refund was asked of the payment provider, which has not confirmed it yet. Try again in a few minutes.',
    ar: 'طُلب الاسترداد من مزوّد الدفع ولم يؤكده بعد. أعد المحاولة بعد بضع دقائق.',
  },
  // The product CSV import (issue 22, decision 057).
  ...importMessages,
} as const satisfies Record<string, { en: string; ar: string }>;

export type MessageKey = keyof typeof messages;
