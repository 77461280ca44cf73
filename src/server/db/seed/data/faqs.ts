import type { SeedFaq } from './types';

export const seedFaqs: SeedFaq[] = [
  // General
  {
    category: 'general',
    questionEn: 'Who is Green Volt Egypt?',
    questionAr: 'من هي جرين فولت مصر؟',
    answerEn:
      'Green Volt Egypt is an Egyptian company with more than 25 years of experience in batteries and energy storage. We assemble and test lithium battery packs in our factory in 10th of Ramadan City, and we sell batteries, chargers, solar storage systems, e-scooters, golf cars and power banks all over Egypt.',
    answerAr:
      'جرين فولت مصر شركة مصرية تعمل في مجال البطاريات وتخزين الطاقة منذ أكثر من 25 عامًا. نجمّع بطاريات الليثيوم ونختبرها في مصنعنا بمدينة العاشر من رمضان، ونبيع البطاريات والشواحن وأنظمة تخزين الطاقة الشمسية والسكوترات الكهربائية وعربات الجولف والباور بانك في جميع أنحاء مصر.',
    sortOrder: 1,
  },
  {
    category: 'general',
    questionEn: 'Do you have a showroom I can visit?',
    questionAr: 'هل لديكم معرض يمكنني زيارته؟',
    answerEn:
      'Yes. Our showroom is on Makram Ebeid Street in Nasr City, Cairo, next to our main office. It is open Monday to Friday from 9:00 to 18:00 and on Saturday from 10:00 to 14:00, and closed on Sunday. You can test-ride scooters, see golf cars and a working solar backup system, and get a free battery health check.',
    answerAr:
      'نعم، معرضنا في شارع مكرم عبيد بمدينة نصر في القاهرة، بجوار مكتبنا الرئيسي. يستقبلكم من الاثنين إلى الجمعة من 9 صباحًا حتى 6 مساءً، ويوم السبت من 10 صباحًا حتى 2 ظهرًا، ويُغلق يوم الأحد. يمكنك هناك تجربة السكوترات ومعاينة عربات الجولف ومنظومة طاقة احتياطية تعمل أمامك، وفحص بطاريتك مجانًا.',
    sortOrder: 2,
  },
  {
    category: 'general',
    questionEn: 'Do you install solar systems and wall batteries?',
    questionAr: 'هل تقومون بتركيب أنظمة الطاقة الشمسية وبطاريات الحائط؟',
    answerEn:
      'Yes. Our own engineers install solar kits, wall batteries and rack batteries in Cairo, Giza and Alexandria, and our certified partner installers cover the other governorates. We start with a site survey; its fee is deducted from the system price if you go ahead.',
    answerAr:
      'نعم، يتولى مهندسونا تركيب المنظومات الشمسية وبطاريات الحائط وبطاريات الرف في القاهرة والجيزة والإسكندرية، ويغطي شركاؤنا المعتمدون باقي المحافظات. نبدأ دائمًا بمعاينة للموقع، وتُخصم رسومها من سعر المنظومة إذا قررت الشراء.',
    sortOrder: 3,
  },
  {
    category: 'general',
    questionEn: 'Do you sell to companies and resellers?',
    questionAr: 'هل تبيعون للشركات والموزعين؟',
    answerEn:
      'Yes. Our corporate sales team prepares quotations for hotels, compounds, factories, telecom sites and resellers, issues tax invoices, and offers volume pricing and on-site maintenance contracts for golf car fleets. Contact us by phone, e-mail or WhatsApp with your requirements.',
    answerAr:
      'نعم، يجهز فريق مبيعات الشركات عروض أسعار للفنادق والكمبوندات والمصانع ومحطات الاتصالات والموزعين، ونصدر فواتير ضريبية، ونقدم أسعارًا خاصة للكميات وعقود صيانة في الموقع لأساطيل عربات الجولف. تواصل معنا بالهاتف أو البريد الإلكتروني أو واتساب وأرسل لنا احتياجاتك.',
    sortOrder: 4,
  },

  // Products
  {
    category: 'products',
    questionEn: 'What is the difference between LiFePO4 and lithium-ion batteries?',
    questionAr: 'ما الفرق بين بطاريات الليثيوم حديد فوسفات وبطاريات الليثيوم أيون؟',
    answerEn:
      'LiFePO4 (lithium iron phosphate) is the safest lithium chemistry and lasts 4,000–6,000 cycles, which makes it ideal for solar storage, UPS systems and golf cars. Lithium-ion (NMC) stores more energy in less weight, so it is used in scooters and power banks, but it lasts around 800–1,000 cycles.',
    answerAr:
      'الليثيوم حديد فوسفات (LiFePO4) هو أكثر أنواع الليثيوم أمانًا، ويعيش من 4,000 إلى 6,000 دورة شحن، لذلك فهو الأنسب لتخزين الطاقة الشمسية وأجهزة الـUPS وعربات الجولف. أما الليثيوم أيون (NMC) فيخزن طاقة أكبر بوزن أقل، ولهذا يُستخدم في السكوترات والباور بانك، لكن عمره نحو 800 إلى 1,000 دورة.',
    sortOrder: 1,
  },
  {
    category: 'products',
    questionEn: 'How do I choose the right battery capacity?',
    questionAr: 'كيف أختار سعة البطارية المناسبة؟',
    answerEn:
      'Add up the watts of everything you want to run, multiply by the hours of backup you need, then divide by 0.8 to allow for inverter losses and depth of discharge. For example, 400W for 4 hours is 1,600 Wh ÷ 0.8 = 2,000 Wh, which is a 12V 200Ah or a 24V 100Ah LiFePO4 battery. Our blog has a step-by-step guide, and our engineers will gladly check your numbers.',
    answerAr:
      'اجمع قدرة كل الأجهزة التي تريد تشغيلها بالواط، واضربها في عدد ساعات الانقطاع، ثم اقسم الناتج على 0.8 لتعويض فقد الإنفرتر وعمق التفريغ. فمثلًا: 400 واط لمدة 4 ساعات = 1,600 واط/ساعة ÷ 0.8 = 2,000 واط/ساعة، أي بطارية ليثيوم 12 فولت 200 أمبير أو 24 فولت 100 أمبير. وستجد في المدونة دليلًا مفصلًا، ويسعد مهندسونا بمراجعة الحسبة معك.',
    sortOrder: 2,
  },
  {
    category: 'products',
    questionEn: 'What warranty do your products come with?',
    questionAr: 'ما مدة الضمان على منتجاتكم؟',
    answerEn:
      'LiFePO4 batteries carry 3 to 10 years depending on the model, chargers, power banks and scooters 6 months to 2 years, and golf cars 2 years on the car and 5 years on the battery. The exact period is listed on each product page. The warranty covers manufacturing defects, not physical damage, water damage or using an unsuitable charger; please keep your invoice.',
    answerAr:
      'يتراوح ضمان بطاريات الليثيوم حديد فوسفات من 3 إلى 10 سنوات حسب الموديل، والشواحن والباور بانك والسكوترات من 6 أشهر إلى سنتين، أما عربات الجولف فضمانها سنتان على العربة و5 سنوات على البطارية. وتجد المدة الدقيقة في صفحة كل منتج. يغطي الضمان عيوب التصنيع، ولا يشمل الكسر أو دخول المياه أو استخدام شاحن غير مناسب، لذا احتفظ بفاتورة الشراء.',
    sortOrder: 3,
  },
  {
    category: 'products',
    questionEn: 'Can I use a lithium battery with my existing UPS or inverter?',
    questionAr: 'هل يمكنني استخدام بطارية ليثيوم مع جهاز الـUPS أو الإنفرتر الحالي؟',
    answerEn:
      'In most cases, yes, as long as the device has a lithium charging mode or lets you set the charge voltage to 14.2–14.6V for each 12V of battery. Older UPS units with a fixed lead-acid profile may need a separate lithium charger. Send us the model number and we will confirm compatibility before you buy.',
    answerAr:
      'في أغلب الحالات نعم، بشرط أن يحتوي الجهاز على وضع شحن مخصص لبطاريات الليثيوم، أو يسمح بضبط جهد الشحن بين 14.2 و14.6 فولت لكل 12 فولت من البطارية. وقد تحتاج أجهزة الـUPS القديمة المضبوطة على بطاريات الرصاص فقط إلى شاحن ليثيوم منفصل. أرسل لنا موديل جهازك وسنؤكد لك التوافق قبل الشراء.',
    sortOrder: 4,
  },
  {
    category: 'products',
    questionEn: 'Are your products original?',
    questionAr: 'هل منتجاتكم أصلية؟',
    answerEn:
      'Yes. We buy Grade-A cells directly from our cell manufacturing partner, and every battery pack we assemble is capacity-tested in our factory before it leaves. Each pack has a unique serial number that links it to its test report and warranty.',
    answerAr:
      'نعم، نشتري خلايا من الفئة A مباشرة من شريكنا المصنّع للخلايا، وتُختبر سعة كل بطارية نجمّعها في مصنعنا قبل خروجها. ولكل بطارية رقم مسلسل فريد يربطها بتقرير الاختبار الخاص بها وبالضمان.',
    sortOrder: 5,
  },

  // Orders & shipping
  {
    category: 'orders_shipping',
    questionEn: 'Which payment methods do you accept?',
    questionAr: 'ما طرق الدفع المتاحة؟',
    answerEn:
      'You can pay cash on delivery anywhere in Egypt, or pay online by Visa, Mastercard or Meeza card through Paymob’s secure payment page. We never see or store your card details. For large corporate orders we also accept bank transfers.',
    answerAr:
      'يمكنك الدفع نقدًا عند الاستلام في أي مكان في مصر، أو الدفع أونلاين ببطاقة فيزا أو ماستركارد أو ميزة عبر صفحة الدفع الآمنة الخاصة بـ Paymob، ولا نطّلع على بيانات بطاقتك ولا نحتفظ بها. كما نقبل التحويل البنكي للطلبات الكبيرة الخاصة بالشركات.',
    sortOrder: 1,
  },
  {
    category: 'orders_shipping',
    questionEn: 'How long does delivery take?',
    questionAr: 'كم يستغرق التوصيل؟',
    answerEn:
      'Cairo and Giza: 1–2 working days. Alexandria: 2–3 working days. All other governorates: 3–6 working days through our logistics partner. Golf cars, wall batteries and solar systems are delivered by our own team on a date we agree with you by phone.',
    answerAr:
      'القاهرة والجيزة: من يوم إلى يومي عمل. الإسكندرية: من يومين إلى ثلاثة أيام عمل. باقي المحافظات: من 3 إلى 6 أيام عمل عبر شريكنا اللوجستي. أما عربات الجولف وبطاريات الحائط والمنظومات الشمسية، فيوصّلها فريقنا في موعد نتفق عليه معك هاتفيًا.',
    sortOrder: 2,
  },
  {
    category: 'orders_shipping',
    questionEn: 'How much does shipping cost?',
    questionAr: 'ما تكلفة الشحن؟',
    answerEn:
      'Delivery is free in Cairo and Giza for orders of EGP 5,000 or more. Smaller orders and deliveries to other governorates have a fee based on the destination and weight, which is always shown at checkout before you confirm the order.',
    answerAr:
      'التوصيل مجاني داخل القاهرة والجيزة للطلبات التي تبلغ 5,000 جنيه أو أكثر. أما الطلبات الأقل والتوصيل إلى باقي المحافظات فلها رسوم تُحسب حسب الوجهة والوزن، وتظهر لك دائمًا في صفحة الدفع قبل تأكيد الطلب.',
    sortOrder: 3,
  },
  {
    category: 'orders_shipping',
    questionEn: 'Can I return or exchange a product?',
    questionAr: 'هل يمكنني استرجاع المنتج أو استبداله؟',
    answerEn:
      'Yes, within 14 days of delivery, provided the product is unused and returned in its original packaging with all accessories. Defective products are replaced free of charge. Refunds are made to the original payment method within 7–10 working days. Installed batteries and custom-built golf cars can only be returned if they are faulty.',
    answerAr:
      'نعم، خلال 14 يومًا من الاستلام، بشرط أن يكون المنتج غير مستخدم وفي عبوته الأصلية مع جميع ملحقاته. ونستبدل المنتجات المعيبة مجانًا، ونرد المبلغ بطريقة الدفع نفسها خلال 7 إلى 10 أيام عمل. أما البطاريات التي تم تركيبها وعربات الجولف المصنعة حسب الطلب، فلا تُسترجع إلا في حالة وجود عيب.',
    sortOrder: 4,
  },
  {
    category: 'orders_shipping',
    questionEn: 'How can I track my order?',
    questionAr: 'كيف أتابع حالة طلبي؟',
    answerEn:
      'Log in and open "My orders" to see the status of each order: in progress, out for delivery or delivered. You will also receive a notification at every step, and the courier calls you before arriving.',
    answerAr:
      'سجّل دخولك وافتح صفحة «طلباتي» لترى حالة كل طلب: قيد التجهيز، أو خرج للتوصيل، أو تم التسليم. وستصلك إشعارات عند كل مرحلة، كما يتصل بك مندوب التوصيل قبل وصوله.',
    sortOrder: 5,
  },

  // Technical support
  {
    category: 'technical_support',
    questionEn: 'My lithium battery shows 0V or will not switch on. What should I do?',
    questionAr: 'بطارية الليثيوم تقرأ صفرًا ولا تعمل، ماذا أفعل؟',
    answerEn:
      'The BMS has most likely switched the battery off to protect it after a deep discharge. Disconnect all loads and connect a suitable lithium charger for 10–15 minutes to wake it up. If the voltage does not recover, contact our support team; please do not open the case or try to bypass the BMS.',
    answerAr:
      'على الأغلب فصل نظام الـBMS البطارية لحمايتها بعد تفريغ عميق. افصل جميع الأحمال، ثم وصّل شاحن ليثيوم مناسبًا لمدة 10 إلى 15 دقيقة لتنشيطها. وإذا لم يرتفع الجهد، فتواصل مع فريق الدعم الفني، ولا تفتح غلاف البطارية أو تحاول تجاوز نظام الـBMS.',
    sortOrder: 1,
  },
  {
    category: 'technical_support',
    questionEn: 'Is it safe to keep a lithium battery inside my apartment?',
    questionAr: 'هل من الآمن وضع بطارية ليثيوم داخل الشقة؟',
    answerEn:
      'Yes, LiFePO4 batteries are sealed and give off no gas or fumes, so they are safe indoors. Install them in a ventilated spot away from heat sources and direct sun, use correctly sized cables, and fit a fuse or breaker on the positive terminal.',
    answerAr:
      'نعم، فبطاريات الليثيوم حديد فوسفات مغلقة تمامًا ولا يصدر عنها أي غازات أو أبخرة، لذا فهي آمنة داخل المنزل. ركّبها في مكان جيد التهوية بعيدًا عن مصادر الحرارة والشمس المباشرة، واستخدم كابلات بالمقطع الصحيح، مع فيوز أو قاطع على الطرف الموجب.',
    sortOrder: 2,
  },
  {
    category: 'technical_support',
    questionEn: 'How should I store a battery I will not use for a few months?',
    questionAr: 'كيف أخزّن بطارية لن أستخدمها لعدة أشهر؟',
    answerEn:
      'Charge it to about 50–60%, disconnect every load and store it in a cool, dry place, ideally between 15 and 25 °C. Top up LiFePO4 batteries every three months and scooter batteries every four to six weeks.',
    answerAr:
      'اشحنها إلى نحو 50–60%، وافصل عنها جميع الأحمال، وخزّنها في مكان جاف وبارد، ويُفضّل أن تكون الحرارة بين 15 و25 درجة. وأعد شحن بطاريات الليثيوم حديد فوسفات كل ثلاثة أشهر، وبطاريات السكوتر كل أربعة إلى ستة أسابيع.',
    sortOrder: 3,
  },
  {
    category: 'technical_support',
    questionEn: 'Can I connect several batteries in series or parallel?',
    questionAr: 'هل يمكنني توصيل أكثر من بطارية على التوالي أو التوازي؟',
    answerEn:
      'Yes, if the batteries are the same model, capacity and age. Charge each one to 100% separately before connecting them, use cables of equal length and do not put more than four 12V LiFePO4 batteries in series. Rack batteries connect in parallel through their communication cable.',
    answerAr:
      'نعم، بشرط أن تكون البطاريات من الموديل نفسه وبالسعة نفسها وبعمر متقارب. اشحن كل بطارية إلى 100% منفردة قبل التوصيل، واستخدم كابلات متساوية الطول، ولا توصّل أكثر من أربع بطاريات ليثيوم 12 فولت على التوالي. أما بطاريات الرف فتُوصَّل على التوازي عبر كابل الاتصال الخاص بها.',
    sortOrder: 4,
  },
  {
    category: 'technical_support',
    questionEn: 'How do I contact technical support?',
    questionAr: 'كيف أتواصل مع الدعم الفني؟',
    answerEn:
      'Log in and open a ticket from the "Support messages" page, or reach us by phone or WhatsApp during business hours. We reply within one working day. Please include the product serial number and a photo or short video of the problem.',
    answerAr:
      'سجّل دخولك وافتح تذكرة من صفحة «رسائل الدعم»، أو تواصل معنا بالهاتف أو واتساب خلال مواعيد العمل، وسنرد عليك خلال يوم عمل واحد. ويُرجى إرفاق الرقم المسلسل للمنتج وصورة أو فيديو قصير يوضح المشكلة.',
    sortOrder: 5,
  },
];
