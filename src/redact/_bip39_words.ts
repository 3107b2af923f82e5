/**
 * The BIP-39 English and Spanish wordlists (2048 words each, in index order, as the standard's
 * bip-0039/english.txt and spanish.txt give them): a standard's data, read by
 * `_shapes_twentyfour.ts` to know a mnemonic's words and check its checksum.
 */

/** A wordlist written as space-separated lines, split into its 2048 words. */
function words(lines: string): readonly string[] {
  const list = lines.trim().split(/\s+/);
  if (list.length !== 2048) throw new Error(`a BIP-39 wordlist of ${list.length} words`);
  return list;
}

export const BIP39_ENGLISH: readonly string[] = words(`
abandon ability able about above absent absorb abstract absurd abuse access accident account accuse
achieve acid acoustic acquire across act action actor actress actual adapt add addict address
adjust admit adult advance advice aerobic affair afford afraid again age agent agree ahead
aim air airport aisle alarm album alcohol alert alien all alley allow almost alone
alpha already also alter always amateur amazing among amount amused analyst anchor ancient anger
angle angry animal ankle announce annual another answer antenna antique anxiety any apart apology
appear apple approve april arch arctic area arena argue arm armed armor army around
arrange arrest arrive arrow art artefact artist artwork ask aspect assault asset assist assume
asthma athlete atom attack attend attitude attract auction audit august aunt author auto autumn
average avocado avoid awake aware away awesome awful awkward axis baby bachelor bacon badge
bag balance balcony ball bamboo banana banner bar barely bargain barrel base basic basket
battle beach bean beauty because become beef before begin behave behind believe below belt
bench benefit best betray better between beyond bicycle bid bike bind biology bird birth
bitter black blade blame blanket blast bleak bless blind blood blossom blouse blue blur
blush board boat body boil bomb bone bonus book boost border boring borrow boss
bottom bounce box boy bracket brain brand brass brave bread breeze brick bridge brief
bright bring brisk broccoli broken bronze broom brother brown brush bubble buddy budget buffalo
build bulb bulk bullet bundle bunker burden burger burst bus business busy butter buyer
buzz cabbage cabin cable cactus cage cake call calm camera camp can canal cancel
candy cannon canoe canvas canyon capable capital captain car carbon card cargo carpet carry
cart case cash casino castle casual cat catalog catch category cattle caught cause caution
cave ceiling celery cement census century cereal certain chair chalk champion change chaos chapter
charge chase chat cheap check cheese chef cherry chest chicken chief child chimney choice
choose chronic chuckle chunk churn cigar cinnamon circle citizen city civil claim clap clarify
claw clay clean clerk clever click client cliff climb clinic clip clock clog close
cloth cloud clown club clump cluster clutch coach coast coconut code coffee coil coin
collect color column combine come comfort comic common company concert conduct confirm congress connect
consider control convince cook cool copper copy coral core corn correct cost cotton couch
country couple course cousin cover coyote crack cradle craft cram crane crash crater crawl
crazy cream credit creek crew cricket crime crisp critic crop cross crouch crowd crucial
cruel cruise crumble crunch crush cry crystal cube culture cup cupboard curious current curtain
curve cushion custom cute cycle dad damage damp dance danger daring dash daughter dawn
day deal debate debris decade december decide decline decorate decrease deer defense define defy
degree delay deliver demand demise denial dentist deny depart depend deposit depth deputy derive
describe desert design desk despair destroy detail detect develop device devote diagram dial diamond
diary dice diesel diet differ digital dignity dilemma dinner dinosaur direct dirt disagree discover
disease dish dismiss disorder display distance divert divide divorce dizzy doctor document dog doll
dolphin domain donate donkey donor door dose double dove draft dragon drama drastic draw
dream dress drift drill drink drip drive drop drum dry duck dumb dune during
dust dutch duty dwarf dynamic eager eagle early earn earth easily east easy echo
ecology economy edge edit educate effort egg eight either elbow elder electric elegant element
elephant elevator elite else embark embody embrace emerge emotion employ empower empty enable enact
end endless endorse enemy energy enforce engage engine enhance enjoy enlist enough enrich enroll
ensure enter entire entry envelope episode equal equip era erase erode erosion error erupt
escape essay essence estate eternal ethics evidence evil evoke evolve exact example excess exchange
excite exclude excuse execute exercise exhaust exhibit exile exist exit exotic expand expect expire
explain expose express extend extra eye eyebrow fabric face faculty fade faint faith fall
false fame family famous fan fancy fantasy farm fashion fat fatal father fatigue fault
favorite feature february federal fee feed feel female fence festival fetch fever few fiber
fiction field figure file film filter final find fine finger finish fire firm first
fiscal fish fit fitness fix flag flame flash flat flavor flee flight flip float
flock floor flower fluid flush fly foam focus fog foil fold follow food foot
force forest forget fork fortune forum forward fossil foster found fox fragile frame frequent
fresh friend fringe frog front frost frown frozen fruit fuel fun funny furnace fury
future gadget gain galaxy gallery game gap garage garbage garden garlic garment gas gasp
gate gather gauge gaze general genius genre gentle genuine gesture ghost giant gift giggle
ginger giraffe girl give glad glance glare glass glide glimpse globe gloom glory glove
glow glue goat goddess gold good goose gorilla gospel gossip govern gown grab grace
grain grant grape grass gravity great green grid grief grit grocery group grow grunt
guard guess guide guilt guitar gun gym habit hair half hammer hamster hand happy
harbor hard harsh harvest hat have hawk hazard head health heart heavy hedgehog height
hello helmet help hen hero hidden high hill hint hip hire history hobby hockey
hold hole holiday hollow home honey hood hope horn horror horse hospital host hotel
hour hover hub huge human humble humor hundred hungry hunt hurdle hurry hurt husband
hybrid ice icon idea identify idle ignore ill illegal illness image imitate immense immune
impact impose improve impulse inch include income increase index indicate indoor industry infant inflict
inform inhale inherit initial inject injury inmate inner innocent input inquiry insane insect inside
inspire install intact interest into invest invite involve iron island isolate issue item ivory
jacket jaguar jar jazz jealous jeans jelly jewel job join joke journey joy judge
juice jump jungle junior junk just kangaroo keen keep ketchup key kick kid kidney
kind kingdom kiss kit kitchen kite kitten kiwi knee knife knock know lab label
labor ladder lady lake lamp language laptop large later latin laugh laundry lava law
lawn lawsuit layer lazy leader leaf learn leave lecture left leg legal legend leisure
lemon lend length lens leopard lesson letter level liar liberty library license life lift
light like limb limit link lion liquid list little live lizard load loan lobster
local lock logic lonely long loop lottery loud lounge love loyal lucky luggage lumber
lunar lunch luxury lyrics machine mad magic magnet maid mail main major make mammal
man manage mandate mango mansion manual maple marble march margin marine market marriage mask
mass master match material math matrix matter maximum maze meadow mean measure meat mechanic
medal media melody melt member memory mention menu mercy merge merit merry mesh message
metal method middle midnight milk million mimic mind minimum minor minute miracle mirror misery
miss mistake mix mixed mixture mobile model modify mom moment monitor monkey monster month
moon moral more morning mosquito mother motion motor mountain mouse move movie much muffin
mule multiply muscle museum mushroom music must mutual myself mystery myth naive name napkin
narrow nasty nation nature near neck need negative neglect neither nephew nerve nest net
network neutral never news next nice night noble noise nominee noodle normal north nose
notable note nothing notice novel now nuclear number nurse nut oak obey object oblige
obscure observe obtain obvious occur ocean october odor off offer office often oil okay
old olive olympic omit once one onion online only open opera opinion oppose option
orange orbit orchard order ordinary organ orient original orphan ostrich other outdoor outer output
outside oval oven over own owner oxygen oyster ozone pact paddle page pair palace
palm panda panel panic panther paper parade parent park parrot party pass patch path
patient patrol pattern pause pave payment peace peanut pear peasant pelican pen penalty pencil
people pepper perfect permit person pet phone photo phrase physical piano picnic picture piece
pig pigeon pill pilot pink pioneer pipe pistol pitch pizza place planet plastic plate
play please pledge pluck plug plunge poem poet point polar pole police pond pony
pool popular portion position possible post potato pottery poverty powder power practice praise predict
prefer prepare present pretty prevent price pride primary print priority prison private prize problem
process produce profit program project promote proof property prosper protect proud provide public pudding
pull pulp pulse pumpkin punch pupil puppy purchase purity purpose purse push put puzzle
pyramid quality quantum quarter question quick quit quiz quote rabbit raccoon race rack radar
radio rail rain raise rally ramp ranch random range rapid rare rate rather raven
raw razor ready real reason rebel rebuild recall receive recipe record recycle reduce reflect
reform refuse region regret regular reject relax release relief rely remain remember remind remove
render renew rent reopen repair repeat replace report require rescue resemble resist resource response
result retire retreat return reunion reveal review reward rhythm rib ribbon rice rich ride
ridge rifle right rigid ring riot ripple risk ritual rival river road roast robot
robust rocket romance roof rookie room rose rotate rough round route royal rubber rude
rug rule run runway rural sad saddle sadness safe sail salad salmon salon salt
salute same sample sand satisfy satoshi sauce sausage save say scale scan scare scatter
scene scheme school science scissors scorpion scout scrap screen script scrub sea search season
seat second secret section security seed seek segment select sell seminar senior sense sentence
series service session settle setup seven shadow shaft shallow share shed shell sheriff shield
shift shine ship shiver shock shoe shoot shop short shoulder shove shrimp shrug shuffle
shy sibling sick side siege sight sign silent silk silly silver similar simple since
sing siren sister situate six size skate sketch ski skill skin skirt skull slab
slam sleep slender slice slide slight slim slogan slot slow slush small smart smile
smoke smooth snack snake snap sniff snow soap soccer social sock soda soft solar
soldier solid solution solve someone song soon sorry sort soul sound soup source south
space spare spatial spawn speak special speed spell spend sphere spice spider spike spin
spirit split spoil sponsor spoon sport spot spray spread spring spy square squeeze squirrel
stable stadium staff stage stairs stamp stand start state stay steak steel stem step
stereo stick still sting stock stomach stone stool story stove strategy street strike strong
struggle student stuff stumble style subject submit subway success such sudden suffer sugar suggest
suit summer sun sunny sunset super supply supreme sure surface surge surprise surround survey
suspect sustain swallow swamp swap swarm swear sweet swift swim swing switch sword symbol
symptom syrup system table tackle tag tail talent talk tank tape target task taste
tattoo taxi teach team tell ten tenant tennis tent term test text thank that
theme then theory there they thing this thought three thrive throw thumb thunder ticket
tide tiger tilt timber time tiny tip tired tissue title toast tobacco today toddler
toe together toilet token tomato tomorrow tone tongue tonight tool tooth top topic topple
torch tornado tortoise toss total tourist toward tower town toy track trade traffic tragic
train transfer trap trash travel tray treat tree trend trial tribe trick trigger trim
trip trophy trouble truck true truly trumpet trust truth try tube tuition tumble tuna
tunnel turkey turn turtle twelve twenty twice twin twist two type typical ugly umbrella
unable unaware uncle uncover under undo unfair unfold unhappy uniform unique unit universe unknown
unlock until unusual unveil update upgrade uphold upon upper upset urban urge usage use
used useful useless usual utility vacant vacuum vague valid valley valve van vanish vapor
various vast vault vehicle velvet vendor venture venue verb verify version very vessel veteran
viable vibrant vicious victory video view village vintage violin virtual virus visa visit visual
vital vivid vocal voice void volcano volume vote voyage wage wagon wait walk wall
walnut want warfare warm warrior wash wasp waste water wave way wealth weapon wear
weasel weather web wedding weekend weird welcome west wet whale what wheat wheel when
where whip whisper wide width wife wild will win window wine wing wink winner
winter wire wisdom wise wish witness wolf woman wonder wood wool word work world
worry worth wrap wreck wrestle wrist write wrong yard year yellow you young youth
zebra zero zone zoo          
`);

export const BIP39_SPANISH: readonly string[] = words(`
ábaco abdomen abeja abierto abogado abono aborto abrazo abrir abuelo abuso acabar
academia acceso acción aceite acelga acento aceptar ácido aclarar acné acoger acoso
activo acto actriz actuar acudir acuerdo acusar adicto admitir adoptar adorno aduana
adulto aéreo afectar afición afinar afirmar ágil agitar agonía agosto agotar agregar
agrio agua agudo águila aguja ahogo ahorro aire aislar ajedrez ajeno ajuste
alacrán alambre alarma alba álbum alcalde aldea alegre alejar alerta aleta alfiler
alga algodón aliado aliento alivio alma almeja almíbar altar alteza altivo alto
altura alumno alzar amable amante amapola amargo amasar ámbar ámbito ameno amigo
amistad amor amparo amplio ancho anciano ancla andar andén anemia ángulo anillo
ánimo anís anotar antena antiguo antojo anual anular anuncio añadir añejo año
apagar aparato apetito apio aplicar apodo aporte apoyo aprender aprobar apuesta apuro
arado araña arar árbitro árbol arbusto archivo arco arder ardilla arduo área
árido aries armonía arnés aroma arpa arpón arreglo arroz arruga arte artista
asa asado asalto ascenso asegurar aseo asesor asiento asilo asistir asno asombro
áspero astilla astro astuto asumir asunto atajo ataque atar atento ateo ático
atleta átomo atraer atroz atún audaz audio auge aula aumento ausente autor
aval avance avaro ave avellana avena avestruz avión aviso ayer ayuda ayuno
azafrán azar azote azúcar azufre azul baba babor bache bahía baile bajar
balanza balcón balde bambú banco banda baño barba barco barniz barro báscula
bastón basura batalla batería batir batuta baúl bazar bebé bebida bello besar
beso bestia bicho bien bingo blanco bloque blusa boa bobina bobo boca
bocina boda bodega boina bola bolero bolsa bomba bondad bonito bono bonsái
borde borrar bosque bote botín bóveda bozal bravo brazo brecha breve brillo
brinco brisa broca broma bronce brote bruja brusco bruto buceo bucle bueno
buey bufanda bufón búho buitre bulto burbuja burla burro buscar butaca buzón
caballo cabeza cabina cabra cacao cadáver cadena caer café caída caimán caja
cajón cal calamar calcio caldo calidad calle calma calor calvo cama cambio
camello camino campo cáncer candil canela canguro canica canto caña cañón caoba
caos capaz capitán capote captar capucha cara carbón cárcel careta carga cariño
carne carpeta carro carta casa casco casero caspa castor catorce catre caudal
causa cazo cebolla ceder cedro celda célebre celoso célula cemento ceniza centro
cerca cerdo cereza cero cerrar certeza césped cetro chacal chaleco champú chancla
chapa charla chico chiste chivo choque choza chuleta chupar ciclón ciego cielo
cien cierto cifra cigarro cima cinco cine cinta ciprés circo ciruela cisne
cita ciudad clamor clan claro clase clave cliente clima clínica cobre cocción
cochino cocina coco código codo cofre coger cohete cojín cojo cola colcha
colegio colgar colina collar colmo columna combate comer comida cómodo compra conde
conejo conga conocer consejo contar copa copia corazón corbata corcho cordón corona
correr coser cosmos costa cráneo cráter crear crecer creído crema cría crimen
cripta crisis cromo crónica croqueta crudo cruz cuadro cuarto cuatro cubo cubrir
cuchara cuello cuento cuerda cuesta cueva cuidar culebra culpa culto cumbre cumplir
cuna cuneta cuota cupón cúpula curar curioso curso curva cutis dama danza
dar dardo dátil deber débil década decir dedo defensa definir dejar delfín
delgado delito demora denso dental deporte derecho derrota desayuno deseo desfile desnudo
destino desvío detalle detener deuda día diablo diadema diamante diana diario dibujo
dictar diente dieta diez difícil digno dilema diluir dinero directo dirigir disco
diseño disfraz diva divino doble doce dolor domingo don donar dorado dormir
dorso dos dosis dragón droga ducha duda duelo dueño dulce dúo duque
durar dureza duro ébano ebrio echar eco ecuador edad edición edificio editor
educar efecto eficaz eje ejemplo elefante elegir elemento elevar elipse élite elixir
elogio eludir embudo emitir emoción empate empeño empleo empresa enano encargo enchufe
encía enemigo enero enfado enfermo engaño enigma enlace enorme enredo ensayo enseñar
entero entrar envase envío época equipo erizo escala escena escolar escribir escudo
esencia esfera esfuerzo espada espejo espía esposa espuma esquí estar este estilo
estufa etapa eterno ética etnia evadir evaluar evento evitar exacto examen exceso
excusa exento exigir exilio existir éxito experto explicar exponer extremo fábrica fábula
fachada fácil factor faena faja falda fallo falso faltar fama familia famoso
faraón farmacia farol farsa fase fatiga fauna favor fax febrero fecha feliz
feo feria feroz fértil fervor festín fiable fianza fiar fibra ficción ficha
fideo fiebre fiel fiera fiesta figura fijar fijo fila filete filial filtro
fin finca fingir finito firma flaco flauta flecha flor flota fluir flujo
flúor fobia foca fogata fogón folio folleto fondo forma forro fortuna forzar
fosa foto fracaso frágil franja frase fraude freír freno fresa frío frito
fruta fuego fuente fuerza fuga fumar función funda furgón furia fusil fútbol
futuro gacela gafas gaita gajo gala galería gallo gamba ganar gancho ganga
ganso garaje garza gasolina gastar gato gavilán gemelo gemir gen género genio
gente geranio gerente germen gesto gigante gimnasio girar giro glaciar globo gloria
gol golfo goloso golpe goma gordo gorila gorra gota goteo gozar grada
gráfico grano grasa gratis grave grieta grillo gripe gris grito grosor grúa
grueso grumo grupo guante guapo guardia guerra guía guiño guion guiso guitarra
gusano gustar haber hábil hablar hacer hacha hada hallar hamaca harina haz
hazaña hebilla hebra hecho helado helio hembra herir hermano héroe hervir hielo
hierro hígado higiene hijo himno historia hocico hogar hoguera hoja hombre hongo
honor honra hora hormiga horno hostil hoyo hueco huelga huerta hueso huevo
huida huir humano húmedo humilde humo hundir huracán hurto icono ideal idioma
ídolo iglesia iglú igual ilegal ilusión imagen imán imitar impar imperio imponer
impulso incapaz índice inerte infiel informe ingenio inicio inmenso inmune innato insecto
instante interés íntimo intuir inútil invierno ira iris ironía isla islote jabalí
jabón jamón jarabe jardín jarra jaula jazmín jefe jeringa jinete jornada joroba
joven joya juerga jueves juez jugador jugo juguete juicio junco jungla junio
juntar júpiter jurar justo juvenil juzgar kilo koala labio lacio lacra lado
ladrón lagarto lágrima laguna laico lamer lámina lámpara lana lancha langosta lanza
lápiz largo larva lástima lata látex latir laurel lavar lazo leal lección
leche lector leer legión legumbre lejano lengua lento leña león leopardo lesión
letal letra leve leyenda libertad libro licor líder lidiar lienzo liga ligero
lima límite limón limpio lince lindo línea lingote lino linterna líquido liso
lista litera litio litro llaga llama llanto llave llegar llenar llevar llorar
llover lluvia lobo loción loco locura lógica logro lombriz lomo lonja lote
lucha lucir lugar lujo luna lunes lupa lustro luto luz maceta macho
madera madre maduro maestro mafia magia mago maíz maldad maleta malla malo
mamá mambo mamut manco mando manejar manga maniquí manjar mano manso manta
mañana mapa máquina mar marco marea marfil margen marido mármol marrón martes
marzo masa máscara masivo matar materia matiz matriz máximo mayor mazorca mecha
medalla medio médula mejilla mejor melena melón memoria menor mensaje mente menú
mercado merengue mérito mes mesón meta meter método metro mezcla miedo miel
miembro miga mil milagro militar millón mimo mina minero mínimo minuto miope
mirar misa miseria misil mismo mitad mito mochila moción moda modelo moho
mojar molde moler molino momento momia monarca moneda monja monto moño morada
morder moreno morir morro morsa mortal mosca mostrar motivo mover móvil mozo
mucho mudar mueble muela muerte muestra mugre mujer mula muleta multa mundo
muñeca mural muro músculo museo musgo música muslo nácar nación nadar naipe
naranja nariz narrar nasal natal nativo natural náusea naval nave navidad necio
néctar negar negocio negro neón nervio neto neutro nevar nevera nicho nido
niebla nieto niñez niño nítido nivel nobleza noche nómina noria norma norte
nota noticia novato novela novio nube nuca núcleo nudillo nudo nuera nueve
nuez nulo número nutria oasis obeso obispo objeto obra obrero observar obtener
obvio oca ocaso océano ochenta ocho ocio ocre octavo octubre oculto ocupar
ocurrir odiar odio odisea oeste ofensa oferta oficio ofrecer ogro oído oír
ojo ola oleada olfato olivo olla olmo olor olvido ombligo onda onza
opaco opción ópera opinar oponer optar óptica opuesto oración orador oral órbita
orca orden oreja órgano orgía orgullo oriente origen orilla oro orquesta oruga
osadía oscuro osezno oso ostra otoño otro oveja óvulo óxido oxígeno oyente
ozono pacto padre paella página pago país pájaro palabra palco paleta pálido
palma paloma palpar pan panal pánico pantera pañuelo papá papel papilla paquete
parar parcela pared parir paro párpado parque párrafo parte pasar paseo pasión
paso pasta pata patio patria pausa pauta pavo payaso peatón pecado pecera
pecho pedal pedir pegar peine pelar peldaño pelea peligro pellejo pelo peluca
pena pensar peñón peón peor pepino pequeño pera percha perder pereza perfil
perico perla permiso perro persona pesa pesca pésimo pestaña pétalo petróleo pez
pezuña picar pichón pie piedra pierna pieza pijama pilar piloto pimienta pino
pintor pinza piña piojo pipa pirata pisar piscina piso pista pitón pizca
placa plan plata playa plaza pleito pleno plomo pluma plural pobre poco
poder podio poema poesía poeta polen policía pollo polvo pomada pomelo pomo
pompa poner porción portal posada poseer posible poste potencia potro pozo prado
precoz pregunta premio prensa preso previo primo príncipe prisión privar proa probar
proceso producto proeza profesor programa prole promesa pronto propio próximo prueba público
puchero pudor pueblo puerta puesto pulga pulir pulmón pulpo pulso puma punto
puñal puño pupa pupila puré quedar queja quemar querer queso quieto química
quince quitar rábano rabia rabo ración radical raíz rama rampa rancho rango
rapaz rápido rapto rasgo raspa rato rayo raza razón reacción realidad rebaño
rebote recaer receta rechazo recoger recreo recto recurso red redondo reducir reflejo
reforma refrán refugio regalo regir regla regreso rehén reino reír reja relato
relevo relieve relleno reloj remar remedio remo rencor rendir renta reparto repetir
reposo reptil res rescate resina respeto resto resumen retiro retorno retrato reunir
revés revista rey rezar rico riego rienda riesgo rifa rígido rigor rincón
riñón río riqueza risa ritmo rito rizo roble roce rociar rodar rodeo
rodilla roer rojizo rojo romero romper ron ronco ronda ropa ropero rosa
rosca rostro rotar rubí rubor rudo rueda rugir ruido ruina ruleta rulo
rumbo rumor ruptura ruta rutina sábado saber sabio sable sacar sagaz sagrado
sala saldo salero salir salmón salón salsa salto salud salvar samba sanción
sandía sanear sangre sanidad sano santo sapo saque sardina sartén sastre satán
sauna saxofón sección seco secreto secta sed seguir seis sello selva semana
semilla senda sensor señal señor separar sepia sequía ser serie sermón servir
sesenta sesión seta setenta severo sexo sexto sidra siesta siete siglo signo
sílaba silbar silencio silla símbolo simio sirena sistema sitio situar sobre socio
sodio sol solapa soldado soledad sólido soltar solución sombra sondeo sonido sonoro
sonrisa sopa soplar soporte sordo sorpresa sorteo sostén sótano suave subir suceso
sudor suegra suelo sueño suerte sufrir sujeto sultán sumar superar suplir suponer
supremo sur surco sureño surgir susto sutil tabaco tabique tabla tabú taco
tacto tajo talar talco talento talla talón tamaño tambor tango tanque tapa
tapete tapia tapón taquilla tarde tarea tarifa tarjeta tarot tarro tarta tatuaje
tauro taza tazón teatro techo tecla técnica tejado tejer tejido tela teléfono
tema temor templo tenaz tender tener tenis tenso teoría terapia terco término
ternura terror tesis tesoro testigo tetera texto tez tibio tiburón tiempo tienda
tierra tieso tigre tijera tilde timbre tímido timo tinta tío típico tipo
tira tirón titán títere título tiza toalla tobillo tocar tocino todo toga
toldo tomar tono tonto topar tope toque tórax torero tormenta torneo toro
torpedo torre torso tortuga tos tosco toser tóxico trabajo tractor traer tráfico
trago traje tramo trance trato trauma trazar trébol tregua treinta tren trepar
tres tribu trigo tripa triste triunfo trofeo trompa tronco tropa trote trozo
truco trueno trufa tubería tubo tuerto tumba tumor túnel túnica turbina turismo
turno tutor ubicar úlcera umbral unidad unir universo uno untar uña urbano
urbe urgente urna usar usuario útil utopía uva vaca vacío vacuna vagar
vago vaina vajilla vale válido valle valor válvula vampiro vara variar varón
vaso vecino vector vehículo veinte vejez vela velero veloz vena vencer venda
veneno vengar venir venta venus ver verano verbo verde vereda verja verso
verter vía viaje vibrar vicio víctima vida vídeo vidrio viejo viernes vigor
vil villa vinagre vino viñedo violín viral virgo virtud visor víspera vista
vitamina viudo vivaz vivero vivir vivo volcán volumen volver voraz votar voto
voz vuelo vulgar yacer yate yegua yema yerno yeso yodo yoga yogur
zafiro zanja zapato zarza zona zorro zumo zurdo    
`);
