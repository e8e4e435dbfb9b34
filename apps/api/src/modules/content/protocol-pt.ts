import type { ProtocolDocument } from './protocol-types';

/** Termos de uso (type 1), Portuguese (Brazil). */
export const AGREEMENT_PT: ProtocolDocument = {
  title: 'Termos de uso',
  sections: [
    {
      heading: '1. Aceitação',
      paragraphs: [
        'Bem-vindo ao {name}. O {name} é operado pela equipe Tifo e oferece a torcedores placares, estatísticas, transmissões ao vivo e espaços de conversa.',
        'Ao criar uma conta ou usar o serviço, você declara que leu e aceita estes termos. Se não concordar, não use o serviço.',
      ],
    },
    {
      heading: '2. Conta',
      paragraphs: [
        'Você pode se cadastrar com o número do seu celular. Informe um número verdadeiro e guarde sua senha com cuidado; o que for feito com a sua conta é considerado feito por você.',
        'Se perceber uso indevido da conta, troque a senha e fale com o suporte. Por segurança, podemos pedir um novo login ou uma nova verificação do celular.',
      ],
    },
    {
      heading: '3. Regras de convivência',
      paragraphs: [
        'No chat, nos comentários e no perfil, não publique conteúdo ilegal, ofensivo, de assédio, apostas, pornografia ou propaganda, nem se passe por outra pessoa.',
        'Não crie contas em massa, não colete dados de forma automatizada e não tente contornar as medidas de segurança.',
        'Conteúdos que violem estas regras podem ser removidos e a conta pode ser limitada ou desativada.',
      ],
    },
    {
      heading: '4. Conteúdo e dados',
      paragraphs: [
        'Placares, calendários e estatísticas são informativos. Buscamos precisão e rapidez, mas não respondemos por perdas causadas por erros ou atrasos nos dados.',
        'Você é responsável pelo que publica e nos autoriza a armazenar, exibir e transmitir esse conteúdo na medida necessária para prestar o serviço.',
      ],
    },
    {
      heading: '5. Itens virtuais e serviços pagos',
      paragraphs: [
        'Moedas, diamantes e outros itens virtuais só podem ser usados dentro do serviço e não são convertidos em dinheiro, salvo quando a lei exigir.',
        'Preço, validade e regras de reembolso de serviços pagos são os informados na página de compra.',
      ],
    },
    {
      heading: '6. Mudanças e encerramento',
      paragraphs: [
        'Podemos alterar ou encerrar funções e avisaremos com antecedência sempre que possível. Você pode parar de usar o serviço a qualquer momento e pedir ao suporte a exclusão da conta.',
      ],
    },
    {
      heading: '7. Contato',
      paragraphs: [
        'Dúvidas sobre estes termos? Escreva para nós em "Feedback" e responderemos o quanto antes.',
      ],
    },
  ],
};

/** Política de privacidade (type 2), Portuguese (Brazil). */
export const PRIVACY_PT: ProtocolDocument = {
  title: 'Política de privacidade',
  sections: [
    {
      heading: '1. Dados que coletamos',
      paragraphs: [
        'Cadastro e login: número de celular, senha (guardamos apenas um hash com salt, que não pode ser revertido) e o registro dos códigos SMS enviados.',
        'Perfil: apelido, foto, assinatura, gênero, data de nascimento, cidade, profissão, altura e peso que você decidir informar.',
        'Uso: horário de login, último acesso, plataforma de login e o endereço IP das solicitações, registrado para evitar abusos.',
        'As mensagens de feedback que você envia e o contato que deixar nelas.',
      ],
    },
    {
      heading: '2. Como usamos os dados',
      paragraphs: [
        'Para criar e proteger sua conta, enviar códigos de verificação, exibir seu perfil, oferecer chat e seguidores e responder ao seu feedback.',
        'Não usamos ferramentas de análise ou rastreamento de anúncios de terceiros e não vendemos seus dados pessoais.',
      ],
    },
    {
      heading: '3. Compartilhamento',
      paragraphs: [
        'Apelido, foto, assinatura e nível são públicos para outros usuários; celular, data exata de nascimento e histórico de login não são.',
        'Só fornecemos dados a autoridades quando a lei exigir ou quando for necessário para proteger usuários.',
      ],
    },
    {
      heading: '4. Armazenamento e segurança',
      paragraphs: [
        'Credenciais de login são guardadas como hash e deixam de valer quando você sai da conta ou troca a senha.',
        'Códigos de verificação expiram após o prazo de validade; registros contra abuso são mantidos apenas pelo tempo necessário.',
      ],
    },
    {
      heading: '5. Seus direitos (LGPD)',
      paragraphs: [
        'Você pode ver e corrigir seu perfil em "Editar perfil", trocar a senha ou vincular o celular em "Configurações" e pedir ao suporte a exclusão da conta.',
      ],
    },
    {
      heading: '6. Menores de idade',
      paragraphs: [
        'Menores de 18 anos devem usar o serviço com o consentimento e a orientação dos responsáveis.',
      ],
    },
    {
      heading: '7. Atualizações e contato',
      paragraphs: [
        'Avisaremos no aplicativo quando esta política mudar. Dúvidas? Fale conosco em "Feedback".',
      ],
    },
  ],
};
