import type { SeedPost } from './types';

const lifepo4VsLeadAcidEn = `
When the power goes off for two hours every evening, the battery behind your UPS or inverter suddenly becomes the most important appliance in the house. Most Egyptian homes still rely on lead-acid batteries because they are cheap to buy, but cheap to buy is not the same as cheap to own. Here is how the two technologies compare in real life.

## Usable capacity

A lead-acid battery should not be discharged below about 50% if you want it to last, so a 100Ah lead-acid battery really gives you around 50Ah. A LiFePO4 battery can safely deliver 80–90% of its rating every day. In practice, one 100Ah lithium battery does the work of two 100Ah lead-acid batteries.

## Lifespan and total cost

- **Lead-acid:** 300–600 cycles, often fewer in hot rooms. With daily outages, that means a replacement every one to two years.
- **LiFePO4:** 4,000–6,000 cycles at 80% depth of discharge, which is more than ten years of daily use.

A 12V 100Ah LiFePO4 battery costs roughly three times as much as a good lead-acid battery of the same rating, but over the same period you might buy five or six lead-acid batteries. Divide the price by the energy each battery delivers over its life and lithium is clearly the cheaper option.

## Heat, weight and maintenance

Egyptian summers are hard on batteries. Lead-acid loses life quickly above 30 °C, while LiFePO4 is far more tolerant of heat, and its built-in BMS cuts off before anything dangerous happens. It also weighs about a third as much, never needs topping up with distilled water and releases no gas, so it can sit safely in a living room or a cupboard.

## Charging speed between outages

Load-shedding leaves only a few hours between cuts. Lead-acid needs a long, slow absorption stage, so it is often still half-empty when the next outage arrives. LiFePO4 accepts high current until it is almost full and recharges in two to three hours with the right charger. Before switching, check that your UPS or inverter has a lithium mode or an adjustable charge voltage of 14.2–14.6V.

## When lead-acid still makes sense

If your budget is very tight, or you only face a few outages a month, a sealed lead-acid battery can still be a reasonable stop-gap. Just plan on replacing it sooner.

## Our recommendation

For daily backup of a router, lights, fans and a TV, a single 12V 100Ah LiFePO4 battery with a pure sine wave inverter is the sweet spot for most apartments. Larger homes should look at a 24V or 48V system. Browse our [lithium batteries](/category/batteries) or message our engineers on WhatsApp and they will size a system for you free of charge.
`.trim();

const lifepo4VsLeadAcidAr = `
مع عودة جداول تخفيف الأحمال في كثير من المناطق، أصبح السؤال الذي نسمعه يوميًا في معرضنا: هل أشتري بطارية رصاص عادية، أم أستثمر في بطارية ليثيوم؟ الإجابة المختصرة: الليثيوم أغلى عند الشراء، لكنه أرخص بكثير على المدى الطويل. وإليك التفاصيل.

## السعة التي تستفيد منها فعلًا

لا يُنصح بتفريغ بطارية الرصاص لأقل من نصف سعتها، وإلا قصر عمرها بشدة. أي أن بطارية رصاص 100 أمبير تمنحك عمليًا نحو 50 أمبير فقط. أما بطارية الليثيوم حديد فوسفات فيمكن تفريغها حتى 80% أو 90% يوميًا دون ضرر، فتؤدي بطارية ليثيوم واحدة عمل بطاريتي رصاص من السعة نفسها.

## العمر الافتراضي والتكلفة الحقيقية

- **بطارية الرصاص:** من 300 إلى 600 دورة شحن، وأقل من ذلك في الغرف الحارة، أي أنك ستغيّرها كل سنة أو سنتين مع الانقطاع اليومي.
- **بطارية الليثيوم حديد فوسفات:** من 4,000 إلى 6,000 دورة، أي أكثر من عشر سنوات من الاستخدام اليومي.

صحيح أن سعر بطارية الليثيوم يعادل نحو ثلاثة أضعاف سعر بطارية الرصاص الجيدة، لكنك خلال العمر نفسه قد تشتري خمس أو ست بطاريات رصاص. وإذا قسمت السعر على كمية الطاقة التي تحصل عليها طوال عمر البطارية، فالليثيوم هو الأوفر بلا منافس.

## حر الصيف والوزن والصيانة

الحرارة هي العدو الأول لبطاريات الرصاص، فكل ارتفاع في حرارة الغرفة فوق 30 درجة يأكل من عمرها. أما بطاريات الليثيوم حديد فوسفات فأكثر تحملًا للحرارة بكثير، ونظام الـBMS المدمج يفصلها قبل حدوث أي خطر. كما أن وزنها لا يتجاوز ثلث وزن بطارية الرصاص، ولا تحتاج إلى ماء مقطر، ولا يصدر عنها أي غازات، فيمكن وضعها بأمان داخل الشقة.

## سرعة الشحن بين انقطاعين

قد لا يتجاوز الوقت بين انقطاع وآخر ساعات قليلة. وبطارية الرصاص تحتاج إلى وقت طويل لتكتمل، فتدخل الانقطاع التالي وهي نصف فارغة، بينما تستقبل بطارية الليثيوم تيارًا عاليًا وتكتمل في ساعتين أو ثلاث مع الشاحن المناسب. فقط تأكد أن جهاز الـUPS أو الإنفرتر لديك يدعم وضع شحن الليثيوم، أو يسمح بضبط جهد الشحن بين 14.2 و14.6 فولت.

## متى تبقى بطارية الرصاص خيارًا مقبولًا؟

إذا كانت ميزانيتك محدودة جدًا، أو كان الانقطاع عندك نادرًا لا يتكرر إلا مرات قليلة في الشهر، فقد تكفيك بطارية رصاص مغلقة حلًا مؤقتًا.

## نصيحتنا

لتشغيل الراوتر والإضاءة والمراوح والتلفزيون في شقة متوسطة، تكفي غالبًا بطارية ليثيوم 12 فولت 100 أمبير مع إنفرتر بموجة جيبية نقية، أما البيوت الأكبر فتحتاج إلى نظام 24 أو 48 فولت. تصفّح [بطاريات الليثيوم](/category/batteries) لدينا، أو راسل مهندسينا على واتساب ليحددوا لك السعة المناسبة مجانًا.
`.trim();

const sizingEn = `
Buy a battery that is too small and the lights go out before the grid comes back; buy one that is too big and you tie up money that could have paid for more panels. The good news is that sizing a battery only takes a pen, a piece of paper and ten minutes.

## Step 1: List what must keep running

Write down every appliance you want on backup and its power in watts (it is printed on the label or the adapter). Be strict: an air conditioner or an electric water heater changes the picture completely. Here is a typical Cairo apartment during a four-hour outage:

- Router: 15 W × 4 h = 60 Wh
- Six LED lamps: 60 W × 4 h = 240 Wh
- Two fans: 140 W × 4 h = 560 Wh
- TV: 100 W × 3 h = 300 Wh
- Fridge (average draw): 100 W × 4 h = 400 Wh

## Step 2: Add up the energy

In this example the total is about **1,560 Wh**. If you want to run the house through the night on solar energy stored during the day, count every evening and night hour, not only the outage.

## Step 3: Allow for losses and depth of discharge

An inverter loses around 10% of the energy, and you should never drain a battery to zero. For LiFePO4, divide by 0.9 for the inverter and by 0.9 again for a 90% usable depth of discharge:

1,560 ÷ 0.9 ÷ 0.9 ≈ **1,930 Wh**

For lead-acid you would divide by 0.5 instead of 0.9, which is why lead-acid banks end up twice as big.

## Step 4: Convert to amp-hours and pick a voltage

Amp-hours = watt-hours ÷ battery voltage.

- At 12.8V: 1,930 ÷ 12.8 ≈ 150Ah, so a **12V 150Ah or 200Ah** battery.
- At 25.6V: 1,930 ÷ 25.6 ≈ 75Ah, so a **24V 100Ah** battery.

As a rule of thumb, stay at 12V for loads up to about 1 kW, use 24V up to 3 kW and choose 48V above that. Higher voltage means lower current, thinner cables and a more efficient inverter.

## Do not forget the panels

A battery only stores energy; the panels have to put it back. With about five peak sun hours on a typical Egyptian day, you need at least 450–500W of panels to refill 1.9 kWh, on top of whatever the house uses during the day.

## Leave room to grow

Households rarely use less electricity next year than this year. A 48V wall battery or rack module lets you add a second unit later without replacing anything.

Still unsure? Send us your appliance list through the contact page, or browse our ready-made [solar storage systems](/category/applications), and our engineers will check the numbers with you.
`.trim();

const sizingAr = `
أكثر خطأين نراهما عند عملائنا: بطارية صغيرة تنفد قبل عودة الكهرباء، أو بطارية أكبر من اللازم دفع صاحبها فيها مبلغًا كان الأولى أن يذهب إلى الألواح. والحل لا يحتاج إلى مهندس، بل إلى ورقة وقلم وعشر دقائق من وقتك.

## الخطوة الأولى: حدد الأجهزة الضرورية

اكتب كل جهاز تريد تشغيله وقت الانقطاع وقدرته بالواط، وستجدها مكتوبة على الملصق الخلفي أو على المحوّل. وكن واقعيًا: التكييف والسخان الكهربائي وحدهما قد يضاعفان الحسبة عدة مرات. وهذا مثال لشقة متوسطة مع انقطاع لمدة أربع ساعات:

- الراوتر: 15 واط × 4 ساعات = 60 واط/ساعة
- ست لمبات LED: 60 واط × 4 ساعات = 240 واط/ساعة
- مروحتان: 140 واط × 4 ساعات = 560 واط/ساعة
- التلفزيون: 100 واط × 3 ساعات = 300 واط/ساعة
- الثلاجة (متوسط الاستهلاك): 100 واط × 4 ساعات = 400 واط/ساعة

## الخطوة الثانية: اجمع الاستهلاك

المجموع في مثالنا نحو **1,560 واط/ساعة**. وإذا كنت تريد تشغيل البيت طوال الليل من طاقة الشمس المخزنة نهارًا، فاحسب كل ساعات المساء والليل، لا ساعات الانقطاع فقط.

## الخطوة الثالثة: أضف هامش الفقد وعمق التفريغ

يستهلك الإنفرتر نحو 10% من الطاقة، ولا يصح تفريغ البطارية حتى الصفر. لذلك نقسم مع بطاريات الليثيوم حديد فوسفات على 0.9 مرتين:

1,560 ÷ 0.9 ÷ 0.9 ≈ **1,930 واط/ساعة**

أما مع بطاريات الرصاص فنقسم على 0.5 بدلًا من 0.9، ولهذا تأتي بنوك الرصاص دائمًا بضعف الحجم تقريبًا.

## الخطوة الرابعة: حوّل الناتج إلى أمبير/ساعة واختر الجهد

السعة بالأمبير/ساعة = الطاقة بالواط/ساعة ÷ جهد البطارية.

- على 12.8 فولت: 1,930 ÷ 12.8 ≈ 150 أمبير، أي بطارية **12 فولت بسعة 150 أو 200 أمبير**.
- على 25.6 فولت: 1,930 ÷ 25.6 ≈ 75 أمبير، أي بطارية **24 فولت 100 أمبير**.

وكقاعدة عامة: نظام 12 فولت يناسب الأحمال حتى 1 كيلوواط تقريبًا، ونظام 24 فولت حتى 3 كيلوواط، وما فوق ذلك يحتاج إلى 48 فولت. فكلما ارتفع الجهد قلّ التيار ورقّت الكابلات وارتفعت كفاءة الإنفرتر.

## لا تنسَ الألواح

البطارية تخزن الطاقة فقط، والألواح هي التي تعيد ملأها. ومع متوسط خمس ساعات ذروة شمسية يوميًا في مصر، تحتاج إلى ما بين 450 و500 واط من الألواح على الأقل لإعادة شحن 1.9 كيلوواط/ساعة، فوق ما يستهلكه البيت نهارًا.

## اترك مساحة للتوسع

نادرًا ما يقل استهلاك البيت من سنة لأخرى، لذلك فإن اختيار بطارية حائط أو وحدة رف بجهد 48 فولت يتيح لك إضافة وحدة ثانية لاحقًا دون تغيير أي شيء.

هل ما زلت مترددًا؟ أرسل لنا قائمة أجهزتك من صفحة التواصل، أو تصفّح [أنظمة تخزين الطاقة الشمسية](/category/applications) الجاهزة، وسيراجع مهندسونا الحسبة معك.
`.trim();

const scooterSummerEn = `
An e-scooter battery that lasts three years in a mild climate can lose half its capacity in eighteen months if it spends every summer afternoon baking on a balcony. Lithium-ion cells age fastest when they are hot and fully charged at the same time. The good news is that a few simple habits make a big difference.

## 1. Never charge a hot battery

After a ride at 38 °C, the pack inside the deck can be well above 45 °C. Wait 30–45 minutes before plugging in the charger so the cells can cool down. Charging hot cells wears them out faster than anything else.

## 2. Park in the shade, charge indoors

Direct sun on a black deck can push its temperature past 60 °C. Park in the shade whenever you can and charge in a cool, ventilated room, never in a closed car or on a sunny balcony.

## 3. Stay between 20% and 80% for daily rides

If your daily trip only needs half the range, there is no need to charge to 100% every night. Unplug at around 80% and charge to full only before a long ride. Avoid running the battery completely flat, too.

## 4. Use the right charger

Always use the original charger or one with exactly the same voltage: 42V for 36V scooters and 54.6V for 48V scooters. Cheap, unbranded chargers without automatic cut-off are one of the main causes of swollen packs.

## 5. Watch for warning signs

Stop riding and contact a technician if you notice:

- a swollen or cracked deck or battery case,
- a sweet or burning smell,
- the battery getting very hot while the scooter is idle,
- the range suddenly dropping by more than a third.

## 6. Keep water out

Summer means dust, but never spray water directly at the deck, the charging port or the controller. Wipe the scooter down with a damp cloth instead.

## 7. Storing it for the holidays

Off to the coast for a month? Leave the battery at 50–60%, switch the scooter off completely and store it in the coolest room of the house. Check and top up the charge every four to six weeks.

## When it is time for a new pack

Even with perfect care, cells wear out after 600–800 full cycles. If your range has dropped below 60% of what it was when new, a replacement pack will bring the scooter back to life. See our [replacement scooter batteries](/category/batteries), or bring your scooter to the showroom for a free battery health check.
`.trim();

const scooterSummerAr = `
يسألنا كثير من أصحاب السكوترات في أغسطس: لماذا قلّ مدى السكوتر فجأة؟ والإجابة في أغلب الأحيان واحدة: الحرارة. فخلايا الليثيوم أيون تشيخ بسرعة مضاعفة عندما تجتمع عليها الحرارة العالية والشحن الكامل، وبطارية كان يمكن أن تعيش ثلاث سنوات قد تفقد نصف سعتها في عام ونصف إذا تُركت في الشمس كل يوم.

## لا تشحن البطارية وهي ساخنة

بعد مشوار في حر الظهيرة قد تتجاوز حرارة البطارية داخل الأرضية 45 درجة. انتظر من نصف ساعة إلى 45 دقيقة قبل توصيل الشاحن حتى تبرد الخلايا، فالشحن أثناء السخونة هو أسرع طريق لإتلاف البطارية.

## الظل أولًا

أشعة الشمس المباشرة على أرضية سوداء قد ترفع حرارتها فوق 60 درجة. اركن السكوتر في الظل كلما أمكن، واشحنه في غرفة جيدة التهوية، لا داخل سيارة مغلقة ولا في بلكونة مشمسة.

## الشحن الذكي للاستخدام اليومي

إذا كان مشوارك اليومي لا يحتاج إلا إلى نصف المدى، فلا داعي للشحن حتى 100% كل ليلة:

- افصل الشاحن عند 80% تقريبًا في الأيام العادية.
- اشحن حتى 100% قبل المشاوير الطويلة فقط.
- تجنب تفريغ البطارية حتى النهاية.

## الشاحن الأصلي وليس أي شاحن

استخدم الشاحن الأصلي أو شاحنًا بالجهد نفسه تمامًا: 42 فولت لسكوترات 36 فولت، و54.6 فولت لسكوترات 48 فولت. فالشواحن الرخيصة مجهولة المصدر التي لا تفصل تلقائيًا من أهم أسباب انتفاخ البطاريات.

## علامات تستدعي التوقف فورًا

توقف عن استخدام السكوتر واتصل بفني متخصص إذا لاحظت:

- انتفاخًا أو تشققًا في الأرضية أو في غلاف البطارية.
- رائحة احتراق أو رائحة حلوة غريبة.
- سخونة شديدة في البطارية والسكوتر متوقف.
- انخفاضًا مفاجئًا في المدى بأكثر من الثلث.

## الماء والغسيل

الصيف موسم الأتربة، لكن لا توجّه خرطوم المياه أبدًا إلى الأرضية أو منفذ الشحن أو وحدة التحكم، ويكفي مسح السكوتر بقطعة قماش مبللة.

## قبل السفر إلى الساحل

إذا كنت ستغيب شهرًا، فاترك البطارية مشحونة بنسبة 50–60%، وأطفئ السكوتر تمامًا، وخزّنه في أبرد غرفة بالمنزل، ثم افحص الشحن كل أربعة إلى ستة أسابيع.

## متى تحتاج إلى بطارية جديدة؟

حتى مع أفضل عناية، تُستهلك الخلايا بعد 600 إلى 800 دورة كاملة. فإذا انخفض المدى إلى أقل من 60% مما كان عليه والسكوتر جديد، فإن البطارية البديلة تعيده إلى الحياة. تصفّح [بطاريات السكوتر البديلة](/category/batteries)، أو زر معرضنا لفحص حالة البطارية مجانًا.
`.trim();

const golfCarsEn = `
Walk around any new resort in El Gouna, Sahl Hasheesh or the North Coast, or any large compound in New Cairo or Sheikh Zayed, and you will see electric golf cars moving guests, residents, luggage and security staff. They are quiet, cheap to run and far more pleasant than a minibus idling at the gate. Whether you are planning to buy one car or a fleet of twenty, here is what matters.

## Choose the right seating layout

- **2 seats:** security patrols, maintenance supervisors and golf courses.
- **4 seats (or 2+2):** the all-rounder for hotels, villas and compound residents.
- **6 seats and more:** shuttle routes between gates, clubhouses and beaches.
- **Utility with cargo bed:** housekeeping, luggage, landscaping and maintenance teams.

Many operators mix types: a few six-seaters on fixed routes and smaller cars on call.

## Lithium or lead-acid?

Lithium (LiFePO4) batteries have become the standard for new fleets. Compared with lead-acid they offer:

1. Up to twice the range per charge, and steady speed on slopes.
2. Charging in 6–8 hours instead of 10–12, plus opportunity charging during breaks.
3. No watering, no acid corrosion and no battery replacement for many years.

The higher purchase price is usually recovered within two to three years through lower maintenance and electricity costs.

## Think about terrain and climate

Sandy paths near the beach call for wider tyres or a lifted chassis. Long hills need a stronger AC motor with regenerative braking. In the Red Sea heat, ask for a roof that covers every row and heat-resistant seat upholstery.

## Running costs

A four-seat lithium golf car uses roughly 6–8 kWh for a full working day. Even at commercial electricity tariffs, that costs a fraction of the fuel a petrol minibus would burn on the same routes, and there is no oil to change.

## After-sales support matters most

A golf car works every single day, so ask your supplier:

- Are spare parts such as controllers, tyres and brake pads available locally?
- Who services the cars, and how fast can a technician reach your site?
- What exactly does the warranty cover on the car and on the battery?

We keep controllers, chargers and spare parts in stock in Cairo and offer on-site maintenance contracts for fleets. Explore our [golf car range](/category/golf-cars), or contact our corporate sales team for a fleet quotation and a test drive at your site.
`.trim();

const golfCarsAr = `
لم تعد عربات الجولف حكرًا على ملاعب الجولف. ففي منتجعات الجونة وسهل حشيش والساحل الشمالي، وفي كمبوندات التجمع الخامس والشيخ زايد، أصبحت العربة الكهربائية الهادئة هي الوسيلة المفضلة لنقل النزلاء والسكان والأمتعة وأفراد الأمن. فهي بلا ضوضاء ولا عوادم، وتكلفة تشغيلها زهيدة مقارنة بالميكروباص.

## كم مقعدًا تحتاج؟

- **مقعدان:** لدوريات الأمن ومشرفي الصيانة وملاعب الجولف.
- **4 مقاعد أو (2+2):** الخيار الأكثر مرونة للفنادق والفيلات وسكان الكمبوند.
- **6 مقاعد أو أكثر:** لخطوط النقل الثابتة بين البوابات والنادي الاجتماعي والشاطئ.
- **عربة خدمية بصندوق:** لفرق التدبير الفندقي والأمتعة وأعمال الحدائق.

ويجمع أغلب المشغلين بين أكثر من نوع: عربات كبيرة على الخطوط الثابتة، وأخرى صغيرة تحت الطلب.

## بطارية ليثيوم أم رصاص؟

أصبحت بطاريات الليثيوم حديد فوسفات هي المعيار في الأساطيل الجديدة، لأنها:

1. تمنح العربة ضعف المدى تقريبًا وسرعة ثابتة في المطالع.
2. تُشحن في 6 إلى 8 ساعات بدلًا من 10 إلى 12 ساعة، ويمكن شحنها جزئيًا في فترات الراحة.
3. لا تحتاج إلى إضافة ماء ولا تسبب تآكلًا بالأحماض، ولا تُستبدل قبل سنوات طويلة.

وعادةً ما يُسترد فرق السعر خلال عامين إلى ثلاثة أعوام من التوفير في الصيانة والكهرباء.

## طبيعة الأرض والمناخ

الممرات الرملية القريبة من البحر تحتاج إلى إطارات عريضة أو شاسيه مرتفع، والمنحدرات الطويلة تحتاج إلى محرك تيار متردد قوي مع فرملة متجددة. وفي حر البحر الأحمر، اطلب سقفًا يغطي كل الصفوف وفرشًا مقاومًا للحرارة.

## تكلفة التشغيل

تستهلك عربة الجولف ذات المقاعد الأربعة نحو 6 إلى 8 كيلوواط/ساعة في يوم عمل كامل، وهي تكلفة ضئيلة جدًا مقارنة بوقود ميكروباص يقطع المسارات نفسها، دون تغيير زيت أو فلاتر.

## خدمة ما بعد البيع هي الأهم

العربة تعمل كل يوم، لذا اسأل المورد قبل الشراء:

- هل تتوفر قطع الغيار مثل وحدات التحكم والإطارات وتيل الفرامل داخل مصر؟
- من يتولى الصيانة، وخلال كم ساعة يصل الفني إلى موقعك؟
- ماذا يغطي الضمان بالضبط على العربة وعلى البطارية؟

نحتفظ بمخزون من وحدات التحكم والشواحن وقطع الغيار في القاهرة، ونقدم عقود صيانة دورية في موقع العميل للأساطيل. تعرّف على [عربات الجولف](/category/golf-cars) لدينا، أو تواصل مع فريق مبيعات الشركات لطلب عرض سعر وتجربة قيادة في موقعك.
`.trim();

const safeChargingEn = `
Lithium batteries power our phones, scooters, golf cars and homes, and modern LiFePO4 chemistry is one of the safest ever made. Still, almost every battery incident we hear about comes down to the same few mistakes. Follow these rules and charging stays boring, which is exactly how it should be.

## The charger

1. **Match the chemistry and the voltage.** A 12V LiFePO4 battery needs 14.2–14.6V; a 36V scooter needs a 42V charger. A lead-acid charger with a desulphation or equalisation mode can overcharge lithium cells.
2. **Buy chargers with automatic cut-off.** A good charger stops by itself when the battery is full. Avoid unbranded chargers with no certification marks.
3. **Never bypass the BMS.** The battery management system is the last line of defence against overcharge, short circuits and overheating. Charging directly through the cell terminals removes that protection.

## The place

4. **Charge on a hard, non-flammable surface** such as a tiled floor, away from curtains, sofas and beds.
5. **Give it air.** Chargers and batteries both get warm, so never cover them with clothes or push them into a closed cupboard.
6. **Keep it cool.** Let a battery cool down after use, and avoid charging above 45 °C or in direct sun.

## The cables

7. **Use the right cable size and tight connections.** Loose or undersized cables on a 100A inverter can get hot enough to melt their insulation. Use crimped lugs rather than twisted wires, and check the terminal bolts once a year.
8. **Fit a fuse or breaker** close to the positive terminal in every solar or UPS installation.

## The habits

9. **Never leave a damaged battery on charge.** If a pack has been dropped, soaked or has swollen, stop using it and have it inspected.
10. **Unplug portable devices once they are full**, especially scooters and power banks charging overnight in bedrooms.

## If something goes wrong

If a battery starts hissing, smoking or giving off a strong smell, unplug the charger at the wall if it is safe to do so, get everyone out of the room and call the civil defence on **180**. Never throw water on equipment that is still connected to the mains; use a CO2 or dry-powder extinguisher on electrical fires and leave the rest to the professionals.

## Need a safe charger?

Our [smart chargers](/category/chargers) are matched to every battery we sell, and our team is happy to check your existing setup. Send a photo of your installation on WhatsApp and we will tell you whether anything needs to change.
`.trim();

const safeChargingAr = `
تعمل بطاريات الليثيوم اليوم في كل شيء حولنا: الهاتف والسكوتر وعربة الجولف ومنظومة الطاقة الشمسية في البيت. وبطاريات الليثيوم حديد فوسفات تحديدًا من أكثر أنواع البطاريات أمانًا على الإطلاق، ومع ذلك فإن أغلب الحوادث التي نسمع عنها ترجع إلى الأخطاء نفسها. إليك ما يجب أن تعرفه.

## أولًا: الشاحن المناسب

- **طابق نوع البطارية والجهد:** بطارية الليثيوم 12 فولت تحتاج إلى جهد شحن بين 14.2 و14.6 فولت، والسكوتر 36 فولت يحتاج إلى شاحن 42 فولت. أما شواحن الرصاص التي تحتوي على وضع «إنعاش» أو «معادلة» فقد تسبب شحنًا زائدًا لخلايا الليثيوم.
- **اختر شاحنًا يفصل تلقائيًا:** الشاحن الجيد يتوقف من تلقاء نفسه عند اكتمال الشحن، فابتعد عن الشواحن مجهولة المصدر التي لا تحمل أي شهادات.
- **لا تتجاوز نظام الـBMS أبدًا:** فهو خط الدفاع الأخير ضد الشحن الزائد والقصر الكهربائي وارتفاع الحرارة، والشحن المباشر على أطراف الخلايا يلغي هذه الحماية.

## ثانيًا: مكان الشحن

- اشحن على سطح صلب غير قابل للاشتعال مثل أرضية السيراميك، بعيدًا عن الستائر والكنب والأسرّة.
- اترك مساحة للتهوية حول الشاحن والبطارية، ولا تغطهما بالملابس أو تحبسهما في دولاب مغلق.
- اترك البطارية تبرد بعد الاستخدام، وتجنب الشحن في الشمس المباشرة أو في درجات حرارة أعلى من 45 درجة.

## ثالثًا: الكابلات والتوصيلات

الكابلات الرفيعة أو المرتخية في منظومة إنفرتر بتيار 100 أمبير قد تسخن حتى يذوب عازلها. استخدم مقطع الكابل الصحيح وأطراف توصيل مكبوسة بدلًا من الأسلاك الملفوفة باليد، وافحص مسامير التوصيل مرة كل عام. ولا تنسَ تركيب فيوز أو قاطع قريب من الطرف الموجب للبطارية في كل منظومة طاقة شمسية أو UPS.

## رابعًا: عادات يومية بسيطة

- لا تترك على الشاحن بطارية تعرضت للسقوط أو البلل أو الانتفاخ، وافحصها عند متخصص أولًا.
- افصل السكوتر والباور بانك عن الشاحن بعد اكتمال الشحن، خاصة ليلًا وفي غرف النوم.

## ماذا تفعل عند حدوث مشكلة؟

إذا بدأت البطارية تصدر صفيرًا أو دخانًا أو رائحة قوية، فافصل الشاحن من المقبس إن كان ذلك آمنًا، وأبعد الجميع عن المكان، واتصل بالحماية المدنية على الرقم **180**. وفي حالة الحريق لا تستخدم الماء على أجهزة ما زالت موصولة بالكهرباء، بل استخدم طفاية ثاني أكسيد الكربون أو البودرة الجافة، واترك الباقي للمتخصصين.

## هل تحتاج إلى شاحن آمن؟

[الشواحن الذكية](/category/chargers) لدينا مختارة لتناسب كل بطارية نبيعها، ويسعد فريقنا بمراجعة منظومتك الحالية. أرسل صورة لطريقة التركيب عندك على واتساب، وسنخبرك إن كانت تحتاج إلى أي تعديل.
`.trim();

const showroomEn = `
We have two pieces of good news for our customers: Green Volt Egypt has opened a brand-new showroom in Nasr City, and we are launching free delivery across Cairo and Giza.

## A showroom where you can try before you buy

The new showroom is on Makram Ebeid Street in Nasr City, right next to our main office, and it brings our whole range under one roof:

- a solar corner with a working hybrid inverter and wall batteries, so you can watch a home backup system take over during a simulated outage;
- a short test track for e-scooters, with every model available for a ride;
- two golf cars on display, including the new six-seat shuttle;
- a service desk offering free health checks for scooter, UPS and power station batteries.

Our engineers are on hand throughout opening hours to help you size a solar or backup system. Bring your latest electricity bill and a list of the appliances you want to keep running, and we will prepare a proposal on the spot.

## Free delivery in Cairo and Giza

From this month, every order of **EGP 5,000 or more** is delivered free of charge anywhere in Cairo and Giza, usually within one to two working days. Smaller orders have a flat delivery fee, which is shown at checkout before you pay.

Deliveries to Alexandria normally take two to three working days, and we ship to all other governorates within three to six working days through our logistics partner. Large items such as golf cars and wall batteries are delivered and installed by our own team.

## Opening hours

- Monday to Friday: 9:00 to 18:00
- Saturday: 10:00 to 14:00
- Sunday: closed

As always, you can pay cash on delivery or by card online, and every product comes with our local warranty and a 14-day return policy.

## Come and say hello

We have been working with batteries and energy storage for more than 25 years, and this showroom is our way of thanking the customers who have trusted us along the way. Start browsing our [full product range](/products) today, or visit us in person. The coffee is on us.
`.trim();

const showroomAr = `
بعد أكثر من 25 عامًا من العمل في مجال البطاريات وتخزين الطاقة، يسعدنا أن نشارككم خبرين سعيدين: افتتاح معرض جرين فولت مصر الجديد في مدينة نصر، وإطلاق خدمة التوصيل المجاني في القاهرة والجيزة.

## معرض تجرّب فيه قبل أن تشتري

يقع المعرض الجديد في شارع مكرم عبيد بمدينة نصر، بجوار مكتبنا الرئيسي، ويجمع كل منتجاتنا تحت سقف واحد:

- ركن للطاقة الشمسية يضم إنفرترًا هجينًا يعمل فعليًا مع بطاريات الحائط، لترى بنفسك كيف تتحول المنظومة إلى البطارية لحظة انقطاع الكهرباء.
- مضمار صغير لتجربة السكوترات الكهربائية، وكل الموديلات متاحة للتجربة.
- عربتا جولف للعرض، إحداهما عربة نقل الركاب الجديدة بستة مقاعد.
- مكتب خدمة لفحص حالة البطاريات مجانًا، سواء بطارية السكوتر أو الـUPS أو محطة الطاقة المتنقلة.

ومهندسونا موجودون طوال ساعات العمل لمساعدتك في اختيار المنظومة المناسبة. أحضر معك آخر فاتورة كهرباء وقائمة بالأجهزة التي تريد تشغيلها وقت الانقطاع، وسنجهز لك عرضًا فنيًا في الحال.

## توصيل مجاني في القاهرة والجيزة

بدءًا من هذا الشهر، يُوصَّل مجانًا كل طلب تبلغ قيمته **5,000 جنيه أو أكثر** إلى أي مكان في القاهرة والجيزة، وغالبًا خلال يوم إلى يومي عمل. أما الطلبات الأقل من ذلك فلها رسوم توصيل ثابتة تظهر لك في صفحة الدفع قبل تأكيد الطلب.

ويستغرق التوصيل إلى الإسكندرية عادةً من يومين إلى ثلاثة أيام عمل، وإلى باقي المحافظات من ثلاثة إلى ستة أيام عمل عبر شريكنا اللوجستي. أما المنتجات الكبيرة مثل عربات الجولف وبطاريات الحائط، فيتولى فريقنا توصيلها وتركيبها بنفسه.

## مواعيد العمل

- من الاثنين إلى الجمعة: من 9 صباحًا حتى 6 مساءً
- السبت: من 10 صباحًا حتى 2 ظهرًا
- الأحد: مغلق

وكالعادة، يمكنك الدفع نقدًا عند الاستلام أو ببطاقتك البنكية أونلاين، وجميع منتجاتنا مشمولة بالضمان المحلي وبسياسة الاسترجاع خلال 14 يومًا.

## في انتظار زيارتكم

هذا المعرض هو طريقتنا في شكر كل عميل وثق بنا طوال هذه السنوات. ابدأ الآن بتصفح [جميع منتجاتنا](/products)، أو تفضّل بزيارتنا، والقهوة علينا.
`.trim();

export const seedPosts: SeedPost[] = [
  {
    slug: 'lifepo4-vs-lead-acid-for-egyptian-homes',
    language: 'en',
    title: 'LiFePO4 vs Lead-Acid: Which Battery Should Power Your Home Through Load-Shedding?',
    excerpt:
      'A practical comparison of lithium iron phosphate and lead-acid batteries on usable capacity, lifespan, real cost and summer heat, so you know which one is worth your money.',
    content: lifepo4VsLeadAcidEn,
    author: 'Eng. Karim Mansour',
    tags: ['lifepo4', 'lead-acid', 'load-shedding', 'home-backup'],
    publishedDaysAgo: 45,
  },
  {
    slug: 'ar-lifepo4-vs-lead-acid',
    language: 'ar',
    title: 'بطارية الليثيوم أم بطارية الرصاص؟ الاختيار الصحيح لبيتك في زمن تخفيف الأحمال',
    excerpt:
      'مقارنة عملية بين بطاريات الليثيوم حديد فوسفات وبطاريات الرصاص الحمضية من حيث السعة الفعلية والعمر والتكلفة الحقيقية وتحمّل حر الصيف، لتعرف أيهما يستحق أموالك.',
    content: lifepo4VsLeadAcidAr,
    author: 'م. كريم منصور',
    tags: ['بطاريات الليثيوم', 'تخفيف الأحمال', 'الطاقة الاحتياطية'],
    publishedDaysAgo: 44,
  },
  {
    slug: 'how-to-size-a-solar-storage-battery',
    language: 'en',
    title: 'How to Size a Solar Storage Battery for Your Home',
    excerpt:
      'A simple four-step method to work out how much storage you need, with a worked example for a typical Cairo apartment.',
    content: sizingEn,
    author: 'Eng. Karim Mansour',
    tags: ['solar', 'energy-storage', 'sizing'],
    publishedDaysAgo: 32,
  },
  {
    slug: 'ar-solar-battery-sizing-guide',
    language: 'ar',
    title: 'كيف تحسب سعة بطارية الطاقة الشمسية المناسبة لبيتك؟',
    excerpt:
      'طريقة بسيطة من أربع خطوات لحساب سعة التخزين التي تحتاجها، مع مثال عملي لشقة متوسطة في القاهرة.',
    content: sizingAr,
    author: 'م. كريم منصور',
    tags: ['الطاقة الشمسية', 'تخزين الطاقة', 'دليل الشراء'],
    publishedDaysAgo: 30,
  },
  {
    slug: 'e-scooter-battery-care-in-summer-heat',
    language: 'en',
    title: "Caring for Your E-Scooter Battery in Egypt's Summer Heat",
    excerpt:
      'Heat is the number one enemy of lithium cells. Seven simple habits that keep your scooter battery healthy from June to September.',
    content: scooterSummerEn,
    author: 'Omar Adel',
    tags: ['e-scooter', 'battery-care', 'summer'],
    publishedDaysAgo: 21,
  },
  {
    slug: 'ar-scooter-battery-summer-care',
    language: 'ar',
    title: 'كيف تحافظ على بطارية السكوتر الكهربائي في حر الصيف؟',
    excerpt:
      'الحرارة هي العدو الأول لخلايا الليثيوم. نصائح بسيطة تحمي بطارية سكوترك وتطيل عمرها طوال شهور الصيف.',
    content: scooterSummerAr,
    author: 'عمر عادل',
    tags: ['السكوتر الكهربائي', 'العناية بالبطارية', 'الصيف'],
    publishedDaysAgo: 19,
  },
  {
    slug: 'electric-golf-cars-for-resorts-and-compounds',
    language: 'en',
    title: 'Electric Golf Cars for Resorts and Compounds: A Buyer’s Guide',
    excerpt:
      'From the Red Sea to New Cairo, more resorts and gated communities are switching to electric golf cars. Here is what to check before you order a fleet.',
    content: golfCarsEn,
    author: 'Nour Hassan',
    tags: ['golf-cars', 'resorts', 'fleet'],
    publishedDaysAgo: 54,
  },
  {
    slug: 'ar-golf-cars-resorts-compounds',
    language: 'ar',
    title: 'عربات الجولف الكهربائية للمنتجعات والكمبوندات: دليلك قبل الشراء',
    excerpt:
      'لماذا تتجه المنتجعات والكمبوندات في مصر إلى عربات الجولف الكهربائية؟ وما الذي يجب أن تسأل عنه قبل أن تطلب أسطولًا كاملًا؟',
    content: golfCarsAr,
    author: 'نور حسن',
    tags: ['عربات الجولف', 'المنتجعات', 'الكمبوندات'],
    publishedDaysAgo: 52,
  },
  {
    slug: 'safe-charging-of-lithium-batteries',
    language: 'en',
    title: 'Safe Charging of Lithium Batteries: 10 Rules Everyone Should Know',
    excerpt:
      'Lithium batteries are very safe when treated correctly. These ten rules cover chargers, cables, ventilation and what to do if something goes wrong.',
    content: safeChargingEn,
    author: 'Eng. Karim Mansour',
    tags: ['safety', 'charging', 'lithium'],
    publishedDaysAgo: 11,
  },
  {
    slug: 'ar-safe-lithium-charging',
    language: 'ar',
    title: 'الشحن الآمن لبطاريات الليثيوم: قواعد ذهبية لا غنى عنها',
    excerpt:
      'بطاريات الليثيوم آمنة جدًا عند التعامل الصحيح معها. إليك أهم قواعد الشحن الآمن، من اختيار الشاحن إلى التصرف السليم عند حدوث مشكلة.',
    content: safeChargingAr,
    author: 'م. كريم منصور',
    tags: ['السلامة', 'الشحن', 'بطاريات الليثيوم'],
    publishedDaysAgo: 9,
  },
  {
    slug: 'new-showroom-and-free-delivery-cairo-giza',
    language: 'en',
    title: 'New Showroom in Nasr City and Free Delivery Across Cairo & Giza',
    excerpt:
      'Our new showroom on Makram Ebeid Street is now open, and every order of EGP 5,000 or more now ships free to Cairo and Giza.',
    content: showroomEn,
    author: 'Green Volt Team',
    tags: ['news', 'showroom', 'delivery'],
    publishedDaysAgo: 3,
  },
  {
    slug: 'ar-new-showroom-free-delivery',
    language: 'ar',
    title: 'افتتاح معرضنا الجديد في مدينة نصر وتوصيل مجاني في القاهرة والجيزة',
    excerpt:
      'يسعدنا الإعلان عن افتتاح معرض جرين فولت الجديد في شارع مكرم عبيد، مع توصيل مجاني لكل طلب قيمته 5,000 جنيه فأكثر داخل القاهرة والجيزة.',
    content: showroomAr,
    author: 'فريق جرين فولت',
    tags: ['أخبار', 'المعرض', 'التوصيل'],
    publishedDaysAgo: 2,
  },
];
