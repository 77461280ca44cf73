/**
 * The privacy policy the shop starts with (Markdown). {{…}} placeholders are filled from the store
 * profile when the page is shown (src/shared/legal.ts). The cookie table describes the cookies
 * the app really sets: src/server/features/auth/cookies.ts and cart/guest-cookie.ts.
 */
const en = `{{storeName}} ("we", "us") sells lithium batteries, chargers, electric scooters, golf cars, power banks, spare parts and solar storage systems through this website. This policy explains which personal data we collect, why we need it, who receives it and what you can ask of us. We handle personal data in line with the Egyptian Personal Data Protection Law No. 151 of 2020.

## 1. Who is responsible for your data

{{storeName}} is the controller of your personal data. You can reach us at:

- Office: {{officeAddress}}
- E-mail: {{email}}
- Phone: {{phone}}

## 2. What we collect and why

### Your account

When you register we ask for your first and last name, your e-mail address, an optional phone number and a password. We use them to create your account, confirm your e-mail address, let you sign in and help you reset a forgotten password. Your password is stored only as a one-way hash (argon2id): nobody at {{storeName}} can read it.

### Your orders

To deliver an order we need your name, phone number, e-mail address, delivery address, city, governorate, postal code (optional) and country, together with the products, quantities and prices, the payment method and the status of payment and delivery. We use them to prepare and deliver your order, collect cash on delivery, keep you informed, issue the invoice, handle returns and warranty claims, and keep the accounting records Egyptian law requires.

### Card payments

Card payments are processed by our payment provider **Paymob** on its own secure page. **We never see, receive or store your card number, expiry date or security code (CVV).** We send Paymob the amount and items of the order and your name, e-mail address, phone number and address, which it needs to process the payment and prevent fraud. Paymob sends us back the result of the payment, a transaction reference, and the card type with its last four digits only; we keep these with the order to answer your questions and to handle refunds.

### Support, contact and reviews

When you write to us through the contact form or your support messages, we keep your name, e-mail address, phone number (if you give it) and your messages, so that we can answer and follow up. If you review a product, your rating, your comment and your first name are shown on the product page.

### Favorites, cart and notifications

We keep your favorites, your cart and your in-app notifications (for example "your order is out for delivery") in your account, so that you find them on any device.

### Technical data

Our servers record technical data about each request, such as the IP address, the address requested, the time and the browser type. We use it to keep the shop secure (for example to slow down repeated failed sign-in attempts), to find faults and to keep the service running, and we keep these records only for a short time.

## 3. Cookies and local storage

We use only the cookies the shop needs to work. We use no advertising cookies and no third-party analytics, which is why we do not ask for cookie consent.

| Cookie | What it is for | How long it stays |
|---|---|---|
| \`access_token\` | Keeps you signed in (signed, and not readable by scripts) | 15 minutes, renewed while you use the shop |
| \`refresh_token\` | Renews your session securely; sent only to the sign-in service | Until you close the browser, or 30 days with "Remember me" |
| \`logged_in\` | Tells the page that a session exists (its value is \`1\`; it says nothing about who you are) | As long as \`refresh_token\` |
| \`XSRF-TOKEN\` | Protects your forms and orders against cross-site request forgery | Until you close the browser |
| \`guest_cart\` | Keeps the cart of a visitor who has not signed in (a random code, not readable by scripts) | 30 days |

Your browser's local storage keeps three more small values:

- \`i18nextLng\`: the language you chose;
- \`rf_logged_in\`: a marker that you are signed in;
- \`auth-refreshed-at\`: when your session was last renewed, so that several open tabs stay in step.

You can delete cookies and local storage in your browser settings at any time; you will then be signed out, the shop will open in Arabic again and a guest cart will be emptied.

Some pages show content from other services: product videos from YouTube or Vimeo, and the map of our office from OpenStreetMap. When you play such a video or view the map, that service receives your IP address and may set its own cookies under its own privacy policy.

## 4. Who receives your data

We never sell or rent your personal data. We share only what each recipient needs for its task:

- **Delivery companies**: your name, phone number and address, and for cash on delivery the amount to collect.
- **Paymob**: the card payment data described above.
- **Our e-mail service**: your e-mail address and the messages we send you (order confirmations, password resets, replies).
- **Installation partners**: your name, phone number and address, only if you ask us to install a system.
- **Authorities**: when Egyptian law, a court or a competent authority requires it.

## 5. How long we keep it

- **Account data**: as long as your account exists. When you ask us to close it, we delete or anonymise your personal data, except what the law obliges us to keep.
- **Orders and invoices**: for the period Egyptian tax and accounting law requires (at least five years), and as long as a warranty on the products runs.
- **Support and contact messages**: as long as needed to deal with your request and any related warranty or legal claim.
- **A guest cart**: 30 days after its last change.
- **Server records**: a short time, unless they are needed to investigate a security incident.

## 6. How we protect it

The shop is served only over encrypted connections (HTTPS), passwords are stored hashed, session cookies cannot be read by scripts, every change is protected against cross-site request forgery, and only staff who need customer data for their work can see it.

## 7. Your rights

Under Law No. 151 of 2020 you may ask which of your personal data we hold and receive a copy, have inaccurate data corrected, have data deleted that we no longer need, object to or restrict a particular use, and withdraw any consent you gave. You can change your name and phone number yourself under **My profile**; for anything else write to {{email}}. We answer without undue delay and within the time the law sets. If you are not satisfied with our answer, you may complain to the Personal Data Protection Center.

## 8. Children

The shop is meant for adults. We do not knowingly collect personal data of children, and lithium batteries and electric vehicles should be used by children only under adult supervision.

## 9. Changes to this policy

When we change this policy we publish the new version on this page with a new "last updated" date. If a change affects how we use data you have already given us, we will also tell you by e-mail or in your account.

## 10. Contact

Questions about this policy or your data: {{email}}, {{phone}}, or by post to {{officeAddress}}.
`;

const ar = `تبيع {{storeName}} عبر هذا الموقع بطاريات الليثيوم والشواحن والسكوترات الكهربائية وعربات الجولف وبنوك الطاقة وقطع الغيار وأنظمة تخزين الطاقة الشمسية. توضّح هذه السياسة البيانات الشخصية التي نجمعها، والغرض من جمعها، والجهات التي تطّلع عليها، والحقوق المكفولة لك بشأنها. ونلتزم في معالجة بياناتك بأحكام قانون حماية البيانات الشخصية المصري رقم 151 لسنة 2020.

## 1. الجهة المسؤولة عن بياناتك

{{storeName}} هي الجهة المتحكمة في بياناتك الشخصية، ويمكنك التواصل معنا عبر:

- المكتب: {{officeAddress}}
- البريد الإلكتروني: {{email}}
- الهاتف: {{phone}}

## 2. البيانات التي نجمعها وأغراضها

### حسابك

عند إنشاء حساب نطلب اسمك الأول واسم العائلة وبريدك الإلكتروني ورقم هاتفك (اختياريًا) وكلمة مرور، ونستخدمها في إنشاء الحساب وتأكيد بريدك الإلكتروني وتمكينك من تسجيل الدخول واستعادة كلمة المرور إن نسيتها. ولا نحتفظ بكلمة المرور إلا في صورة مُعمّاة بخوارزمية أحادية الاتجاه (argon2id)، فلا يستطيع أحد في {{storeName}} الاطلاع عليها.

### طلباتك

لتوصيل طلبك نحتاج إلى اسمك ورقم هاتفك وبريدك الإلكتروني وعنوان التوصيل والمدينة والمحافظة والرمز البريدي (اختياريًا) والدولة، إلى جانب المنتجات وكمياتها وأسعارها وطريقة الدفع وحالة الدفع والتوصيل. ونستخدم هذه البيانات في تجهيز الطلب وتوصيله، وتحصيل قيمته عند الاستلام، وإطلاعك على مستجداته، وإصدار الفاتورة، ومعالجة طلبات الاسترجاع والضمان، والاحتفاظ بالسجلات المحاسبية التي يفرضها القانون المصري.

### الدفع بالبطاقة

تتولى شركة **Paymob**، مزوّد خدمة الدفع لدينا، معالجة المدفوعات بالبطاقات على صفحتها الآمنة. **لا نطّلع على رقم بطاقتك أو تاريخ انتهائها أو رمز الأمان (CVV)، ولا نتسلّمها ولا نخزّنها بأي حال.** ونرسل إلى Paymob مبلغ الطلب ومحتوياته واسمك وبريدك الإلكتروني ورقم هاتفك وعنوانك، وهي بيانات تحتاجها لإتمام الدفع ومكافحة الاحتيال. وتُرسل إلينا Paymob نتيجة العملية ورقمها المرجعي ونوع البطاقة وآخر أربعة أرقام منها فقط، فنحفظها مع الطلب للرد على استفساراتك ومعالجة المبالغ المستردة.

### الدعم والتواصل والتقييمات

حين تراسلنا عبر نموذج التواصل أو رسائل الدعم، نحتفظ باسمك وبريدك الإلكتروني ورقم هاتفك (إن ذكرته) ونص رسائلك لنتمكن من الرد عليك ومتابعة طلبك. وإذا قيّمت منتجًا، يظهر تقييمك وتعليقك واسمك الأول على صفحة المنتج.

### المفضلة والسلة والإشعارات

نحفظ قائمة المفضلة وسلة التسوق والإشعارات داخل الموقع (مثل «طلبك في الطريق إليك») في حسابك، لتجدها على أي جهاز تستخدمه.

### البيانات التقنية

تسجّل خوادمنا بيانات تقنية عن كل طلب يصل إليها، مثل عنوان IP والعنوان المطلوب والتوقيت ونوع المتصفح. ونستخدمها لحماية المتجر (كإبطاء محاولات تسجيل الدخول الفاشلة المتكررة)، ولاكتشاف الأعطال وضمان استمرار الخدمة، ولا نحتفظ بهذه السجلات إلا لمدة قصيرة.

## 3. ملفات تعريف الارتباط (الكوكيز) والتخزين المحلي

لا نستخدم إلا ملفات تعريف الارتباط التي يحتاجها المتجر ليعمل، فلا ملفات إعلانية ولا أدوات تحليل تابعة لجهات خارجية؛ ولهذا لا نطلب موافقتك عليها.

| الملف | الغرض منه | مدة بقائه |
|---|---|---|
| \`access_token\` | إبقاؤك مسجّلًا للدخول (موقَّع، ولا يمكن للبرامج النصية قراءته) | 15 دقيقة، ويتجدد ما دمت تستخدم المتجر |
| \`refresh_token\` | تجديد جلستك بأمان، ولا يُرسَل إلا إلى خدمة تسجيل الدخول | حتى إغلاق المتصفح، أو 30 يومًا عند اختيار «تذكرني» |
| \`logged_in\` | إعلام الصفحة بوجود جلسة مفتوحة (قيمته \`1\` ولا يكشف شيئًا عن هويتك) | مدة بقاء \`refresh_token\` نفسها |
| \`XSRF-TOKEN\` | حماية النماذج والطلبات من هجمات تزوير الطلبات عبر المواقع | حتى إغلاق المتصفح |
| \`guest_cart\` | حفظ سلة الزائر الذي لم يسجّل دخوله (رمز عشوائي لا يمكن للبرامج النصية قراءته) | 30 يومًا |

ويحفظ التخزين المحلي في متصفحك ثلاث قيم صغيرة أخرى:

- \`i18nextLng\`: اللغة التي اخترتها؛
- \`rf_logged_in\`: علامة تفيد بأنك مسجّل الدخول؛
- \`auth-refreshed-at\`: وقت آخر تجديد لجلستك، حتى تبقى علامات التبويب المفتوحة متّسقة.

ويمكنك حذف ملفات تعريف الارتباط والتخزين المحلي من إعدادات متصفحك متى شئت، وعندها يُسجَّل خروجك، ويعود المتجر إلى العربية، وتُفرَّغ سلة الزائر.

وتعرض بعض الصفحات محتوى من خدمات أخرى: مقاطع فيديو المنتجات من YouTube أو Vimeo، وخريطة مكتبنا من OpenStreetMap. فإذا شغّلت مقطعًا أو عرضت الخريطة، تلقّت تلك الخدمة عنوان IP الخاص بك، وقد تضع ملفات تعريف ارتباط خاصة بها وفق سياسة الخصوصية التي تتبعها.

## 4. الجهات التي تتلقى بياناتك

لا نبيع بياناتك الشخصية ولا نؤجّرها لأي جهة، ولا نشارك منها إلا ما تحتاجه كل جهة لأداء مهمتها:

- **شركات الشحن**: اسمك ورقم هاتفك وعنوانك، والمبلغ المطلوب تحصيله في حالة الدفع عند الاستلام.
- **Paymob**: بيانات الدفع بالبطاقة المبيّنة أعلاه.
- **مزوّد خدمة البريد الإلكتروني**: بريدك الإلكتروني والرسائل التي نرسلها إليك (تأكيد الطلبات واستعادة كلمة المرور والردود).
- **شركاء التركيب**: اسمك ورقم هاتفك وعنوانك، وذلك فقط إذا طلبت منا تركيب منظومة.
- **الجهات الرسمية**: متى أوجب ذلك القانون المصري أو طلبته جهة قضائية أو إدارية مختصة.

## 5. مدة الاحتفاظ بالبيانات

- **بيانات الحساب**: طوال مدة وجود حسابك، فإذا طلبت إغلاقه حذفنا بياناتك الشخصية أو أخفينا ما يدل على هويتك، عدا ما يُلزمنا القانون بالاحتفاظ به.
- **الطلبات والفواتير**: طوال المدة التي توجبها قوانين الضرائب والمحاسبة المصرية (خمس سنوات على الأقل)، وما دام ضمان المنتجات ساريًا.
- **رسائل الدعم والتواصل**: ما دامت لازمة للتعامل مع طلبك وأي مطالبة مرتبطة به تتعلق بالضمان أو بحق قانوني.
- **سلة الزائر**: 30 يومًا من آخر تعديل عليها.
- **سجلات الخوادم**: مدة قصيرة، ما لم نحتج إليها للتحقيق في حادث أمني.

## 6. كيف نحمي بياناتك

لا يُتاح المتجر إلا عبر اتصال مشفّر (HTTPS)، وتُخزَّن كلمات المرور مُعمّاة، ولا يمكن للبرامج النصية قراءة ملفات الجلسة، وكل تعديل محميّ من تزوير الطلبات عبر المواقع، ولا يطّلع على بيانات العملاء إلا من تقتضي طبيعة عمله ذلك من موظفينا.

## 7. حقوقك

يكفل لك القانون رقم 151 لسنة 2020 أن تعرف ما نحتفظ به من بياناتك الشخصية وأن تحصل على نسخة منه، وأن تطلب تصحيح ما كان غير دقيق، وحذف ما لم نعد بحاجة إليه، وأن تعترض على استخدام بعينه أو تطلب تقييده، وأن تسحب أي موافقة سبق أن منحتها. يمكنك تعديل اسمك ورقم هاتفك بنفسك من صفحة **ملفي الشخصي**، ولأي طلب آخر راسلنا على {{email}}، وسنرد عليك دون تأخير وفي حدود المدة التي يحددها القانون. وإن لم يُرضِك ردّنا، فلك أن تتقدم بشكوى إلى مركز حماية البيانات الشخصية.

## 8. الأطفال

المتجر موجّه إلى البالغين، ولا نجمع عن علمٍ بيانات شخصية للأطفال. وننبّه إلى أن بطاريات الليثيوم والمركبات الكهربائية لا ينبغي أن يستخدمها الأطفال إلا تحت إشراف شخص بالغ.

## 9. تعديل هذه السياسة

إذا عدّلنا هذه السياسة نشرنا نصها الجديد في هذه الصفحة مع تاريخ «آخر تحديث» جديد. وإذا مسّ التعديل طريقة استخدامنا لبيانات سبق أن قدّمتها، أبلغناك كذلك بالبريد الإلكتروني أو داخل حسابك.

## 10. التواصل معنا

لأي استفسار عن هذه السياسة أو عن بياناتك: {{email}} أو {{phone}}، أو بالبريد على العنوان: {{officeAddress}}.
`;

export const seedPrivacyPolicy = { en, ar };
